/*
 * Kitlab service worker, served from the site root so it controls every page.
 * It keeps the signed-in state the app posts to it (message type LOGIN_STATUS, see
 * src/lib/login-status-sync.ts) so background work such as push knows whether anyone is
 * signed in. When it has not been told yet, it reads SessionDB; a failed lookup counts as
 * signed out.
 */
const LOGIN_STATUS_MESSAGE = 'LOGIN_STATUS';
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
// biome-ignore lint/correctness/noUnusedVariables: used by the push handlers that come next
async function currentLoginStatus() {
  if (isLoggedIn !== null) return isLoggedIn;
  isLoggedIn = await readLoginStatus();
  return isLoggedIn;
}
