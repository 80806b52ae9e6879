import type { LoginResponse } from '@kitlab/contract';
import type { Page } from '@playwright/test';

/** Storage keys the app documents in apps/web/src/lib/session-storage.ts. */
export const KEYS = {
  session: 'kitlab.session',
  userToken: 'kitlab.user_token',
  tokenVersion: 'kitlab.token_version',
  privacyPolicy: 'kitlab.privacy_policy',
  refreshRetryCounter: 'kitlab.refresh_retry_counter',
  redirectUrl: 'kitlab.redirect_url',
  redirectAt: 'kitlab.redirect_at',
} as const;

export function localItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

export function storageSizes(page: Page): Promise<{ local: number; session: number }> {
  return page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }));
}

export async function storedToken(page: Page): Promise<string> {
  const raw = await localItem(page, KEYS.session);
  const token = raw ? (JSON.parse(raw) as Partial<LoginResponse>).token : undefined;
  if (!token) throw new Error('No token in the stored session');
  return token;
}

/** The SessionDB loginStatus record, or null when the database or record is absent. */
export function sessionDbLoginStatus(page: Page): Promise<{ isLoggedIn?: boolean } | null> {
  return page.evaluate(
    () =>
      new Promise<{ isLoggedIn?: boolean } | null>((resolve) => {
        const open = indexedDB.open('SessionDB', 1);
        open.onupgradeneeded = () => {
          open.result.createObjectStore('session', { keyPath: 'id' });
        };
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          const get = db
            .transaction('session', 'readonly')
            .objectStore('session')
            .get('loginStatus');
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { isLoggedIn?: boolean } | undefined) ?? null);
          };
          get.onerror = () => {
            db.close();
            resolve(null);
          };
        };
      }),
  );
}

/** Waits until the root service worker controls the page, so a reload is not raced by it. */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
