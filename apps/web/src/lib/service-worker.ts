/** Registers the site-root worker (public/sw.js) that keeps the login status for push. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    // Without a worker the app still works; only background features are missing.
  }
}
