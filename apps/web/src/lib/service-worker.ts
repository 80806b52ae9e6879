import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './service-worker-protocol';

/** Registers the site-root worker (src/service-worker) that keeps the login status for push. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  } catch {
    // Without a worker the app still works; only background features are missing.
  }
}
