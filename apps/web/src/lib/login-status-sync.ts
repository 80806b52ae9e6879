import { WORKER_LOGIN_SYNC_RETRY_MS } from '@kitlab/contract';
import { LOGIN_STATUS_MESSAGE } from './service-worker-protocol';
import { writeLoginStatus } from './session-db';
import { isLoggedIn } from './session-storage';

let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Posts the login status to the service worker. Until a worker controls the page (the first
 * visit, before it activates) there is nobody to tell, so it tries again every 2000 ms.
 */
export function postLoginStatusToWorker(loggedIn: boolean): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  const controller = navigator.serviceWorker.controller;
  if (controller) {
    controller.postMessage({ type: LOGIN_STATUS_MESSAGE, isLoggedIn: loggedIn });
    return;
  }
  retryTimer = setTimeout(() => postLoginStatusToWorker(isLoggedIn()), WORKER_LOGIN_SYNC_RETRY_MS);
}

/** Copies "is a user token stored" into SessionDB and to the service worker. */
export async function syncLoginStatus(): Promise<void> {
  const loggedIn = isLoggedIn();
  try {
    await writeLoginStatus(loggedIn);
  } catch {
    // Private browsing can refuse IndexedDB; readers then treat the user as signed out.
  }
  postLoginStatusToWorker(loggedIn);
}

/** Syncs now (page load) and whenever the window regains focus. */
export function startLoginStatusSync(): () => void {
  const onFocus = () => void syncLoginStatus();
  window.addEventListener('focus', onFocus);
  void syncLoginStatus();
  return () => {
    window.removeEventListener('focus', onFocus);
    clearTimeout(retryTimer);
    retryTimer = undefined;
  };
}
