import {
  LOGIN_STATUS_MESSAGE,
  LOGIN_STATUS_RECEIVED,
  PUSH_MESSAGE,
} from '../lib/service-worker-protocol';
import { readLoginStatus } from '../lib/session-db';
import {
  noticeOf,
  type PushPayload,
  readPush,
  SIGNED_OUT_PAYLOAD,
  sameSiteLink,
} from './push-notice';

/**
 * The Kitlab service worker. It keeps the signed-in state the pages post to it (see
 * src/lib/login-status-sync.ts) so background work such as push knows whether anyone is signed
 * in; until told, it reads SessionDB, where a failed lookup counts as signed out.
 *
 * Push (docs/decisions/0032-web-push-in-the-browser.md): a push message is shown as a
 * notification. While a Kitlab window is focused the message goes to that window instead, which
 * shows it as a browser notification (a foreground message, as the spec calls it; see
 * src/features/push/utils/foreground-push.ts). A click focuses an open Kitlab window and takes it
 * to the link, or opens one. Once nobody is signed in, a push shows only that something came,
 * never its text: school computers are shared.
 */
export function startServiceWorker(worker: ServiceWorkerGlobalScope): void {
  const origin = worker.location.origin;
  let isLoggedIn: boolean | null = null;

  /** The known login status, from the last message or else from SessionDB. */
  async function currentLoginStatus(): Promise<boolean> {
    isLoggedIn ??= await readLoginStatus();
    return isLoggedIn;
  }

  async function showPush(payload: PushPayload): Promise<void> {
    const signedIn = await currentLoginStatus();
    const notice = noticeOf(signedIn ? payload : SIGNED_OUT_PAYLOAD, origin);
    const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const focused = windows.find((client) => client.focused);
    if (focused && signedIn) {
      focused.postMessage({ type: PUSH_MESSAGE, ...notice });
      return;
    }
    await worker.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      data: { link: notice.link },
    });
  }

  async function openLink(link: string): Promise<void> {
    const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((client) => new URL(client.url).origin === origin);
    if (!open) {
      await worker.clients.openWindow(link);
      return;
    }
    const shown = await open.focus();
    try {
      await shown.navigate(link);
    } catch {
      // A window this worker does not control yet cannot be navigated; it is focused at least.
    }
  }

  worker.addEventListener('install', () => {
    void worker.skipWaiting();
  });
  worker.addEventListener('activate', (event) => {
    event.waitUntil(worker.clients.claim());
  });
  worker.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (!data || typeof data !== 'object' || Reflect.get(data, 'type') !== LOGIN_STATUS_MESSAGE) {
      return;
    }
    isLoggedIn = Reflect.get(data, 'isLoggedIn') === true;
    event.source?.postMessage({ type: LOGIN_STATUS_RECEIVED, isLoggedIn });
  });
  worker.addEventListener('push', (event) => {
    event.waitUntil(showPush(readPush(event.data)));
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data: unknown = event.notification.data;
    const link = data && typeof data === 'object' ? Reflect.get(data, 'link') : undefined;
    event.waitUntil(openLink(sameSiteLink(link, origin)));
  });
}
