import { SERVICE_WORKER_SCOPE } from '../../../lib/service-worker-protocol';

/** What the push flows use of the browser, passed in so tests can stand in for it. */
export interface PushBrowser {
  notifications: Pick<typeof Notification, 'permission' | 'requestPermission'>;
  serviceWorker: ServiceWorkerContainer;
}

/** Whether this browser can take push at all (service workers, the Push API, notifications). */
export function supportsPush(win: Window = window): boolean {
  return 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
}

export function currentBrowser(): PushBrowser {
  return { notifications: Notification, serviceWorker: navigator.serviceWorker };
}

/** The push subscription this browser holds for the app's service worker, if any. */
export async function currentSubscription(
  container: ServiceWorkerContainer,
): Promise<PushSubscription | null> {
  const registration = await container.getRegistration(SERVICE_WORKER_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}
