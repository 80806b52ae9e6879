import { PENDING_REGISTRATION_TIMEOUT_MS, WORKER_ACTIVATION_TIMEOUT_MS } from './push-timing';

/** The site-root worker of public/sw.js, the one src/lib/service-worker.ts registers. */
const WORKER_URL = '/sw.js';

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`${what} took longer than ${ms} ms.`);
      error.name = 'TimeoutError';
      reject(error);
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The active service worker registration, registering the worker when the page has not yet.
 * Each wait is bounded (10 s each): the registration, then its activation.
 */
export async function waitForWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<ServiceWorkerRegistration> {
  if (!container) throw new Error('This browser has no service workers.');
  await withTimeout(
    container.register(WORKER_URL, { scope: '/' }),
    PENDING_REGISTRATION_TIMEOUT_MS,
    'Registering the service worker',
  );
  return withTimeout(
    container.ready,
    WORKER_ACTIVATION_TIMEOUT_MS,
    'Activating the service worker',
  );
}
