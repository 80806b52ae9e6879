/*
 * Kitlab service worker, served from the site root so it controls every page.
 * It keeps the signed-in state the app posts to it (message type LOGIN_STATUS, see
 * src/lib/login-status-sync.ts) so background work such as push knows whether anyone is
 * signed in. When it has not been told yet, it reads SessionDB; a failed lookup counts as
 * signed out.
 *
 * Push (docs/decisions/0032-web-push-in-the-browser.md): a push message (the contract's
 * `push.pushPayload`: title, body, link, notification_id)
 * is shown as a notification (title "No Title" when it has none). While a Kitlab window is
 * focused the message goes to that window instead (type PUSH_MESSAGE, see
 * src/features/push/utils/foreground-push.ts), which shows it as a browser notification: a
 * foreground message, as the spec calls it. A click focuses an open Kitlab window and takes it
 * to the link, or opens one. Once nobody is signed in, a push shows only that something came,
 * never its text: school computers are shared.
 */
const LOGIN_STATUS_MESSAGE = 'LOGIN_STATUS';
const PUSH_MESSAGE = 'PUSH_MESSAGE';
const DEFAULT_TITLE = 'No Title';
const SESSION_DB = { name: 'SessionDB', version: 1, store: 'session', record: 'loginStatus' };

let isLoggedIn = null;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== LOGIN_STATUS_MESSAGE) return;
  isLoggedIn = data.isLoggedIn === true;
  event.source?.postMessage({ type: `${LOGIN_STATUS_MESSAGE}_RECEIVED`, isLoggedIn });
});

function readLoginStatus() {
  return new Promise((resolve) => {
    try {
      const open = indexedDB.open(SESSION_DB.name, SESSION_DB.version);
      open.onupgradeneeded = () => {
        if (!open.result.objectStoreNames.contains(SESSION_DB.store)) {
          open.result.createObjectStore(SESSION_DB.store, { keyPath: 'id' });
        }
      };
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        try {
          const get = db
            .transaction(SESSION_DB.store, 'readonly')
            .objectStore(SESSION_DB.store)
            .get(SESSION_DB.record);
          get.onsuccess = () => {
            db.close();
            resolve(get.result?.isLoggedIn === true);
          };
          get.onerror = () => {
            db.close();
            resolve(false);
          };
        } catch {
          db.close();
          resolve(false);
        }
      };
    } catch {
      resolve(false);
    }
  });
}

/** The known login status, from the last message or else from SessionDB. */
async function currentLoginStatus() {
  if (isLoggedIn !== null) return isLoggedIn;
  isLoggedIn = await readLoginStatus();
  return isLoggedIn;
}

/** The push payload, tolerant of a message that is not JSON (shown as the body). */
function readPush(data) {
  if (!data) return {};
  try {
    const parsed = data.json();
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return { body: data.text() };
  }
}

/** A link inside this site only; anything else opens the home page. */
function sameSiteLink(link) {
  try {
    const url = new URL(typeof link === 'string' && link ? link : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

function notificationOf(payload) {
  const title = typeof payload.title === 'string' && payload.title ? payload.title : DEFAULT_TITLE;
  const body = typeof payload.body === 'string' ? payload.body : '';
  const link = sameSiteLink(payload.link);
  const id = payload.notification_id;
  const tag = id === undefined ? undefined : `kitlab-notification-${id}`;
  return { title, body, link, tag };
}

/** What a shared computer shows once its user signed out: that something came, not what. */
const SIGNED_OUT_NOTICE = {
  title: 'Kitlab',
  body: 'You have a new notification. Sign in to read it.',
  link: '/',
};

async function showPush(payload) {
  const signedIn = await currentLoginStatus();
  const message = notificationOf(signedIn ? payload : SIGNED_OUT_NOTICE);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const focused = windows.find((client) => client.focused);
  if (focused && signedIn) {
    focused.postMessage({ type: PUSH_MESSAGE, ...message });
    return;
  }
  await self.registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    data: { link: message.link },
  });
}

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(readPush(event.data)));
});

async function openLink(link) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(link);
    return;
  }
  const shown = await open.focus();
  try {
    await shown.navigate(link);
  } catch {
    // A window this worker does not control yet cannot be navigated; it is focused at least.
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openLink(sameSiteLink(event.notification.data?.link)));
});
