import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from '../../../lib/service-worker-protocol';
import { PENDING_REGISTRATION_TIMEOUT_MS, WORKER_ACTIVATION_TIMEOUT_MS } from './push-timing';

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
    container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }),
    PENDING_REGISTRATION_TIMEOUT_MS,
    'Registering the service worker',
  );
  return withTimeout(
    container.ready,
    WORKER_ACTIVATION_TIMEOUT_MS,
    'Activating the service worker',
  );
}
