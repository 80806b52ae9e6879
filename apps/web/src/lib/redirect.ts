/**
 * The deep link a signed-out visitor asked for, kept in sessionStorage with the time it was
 * asked for, so sign-in can return there. An old request is dropped: someone who wandered off
 * and signs in much later lands on their home instead of a stale page.
 */
export const REDIRECT_URL_KEY = 'kitlab.redirect_url';
export const REDIRECT_AT_KEY = 'kitlab.redirect_at';
export const REDIRECT_MAX_AGE_MS = 30 * 60 * 1000;

const NOT_WORTH_RETURNING_TO = new Set(['/', '/login']);

export function saveRedirect(url: string, now = Date.now()): void {
  const path = url.split(/[?#]/)[0] ?? url;
  if (!url.startsWith('/') || url.startsWith('//') || NOT_WORTH_RETURNING_TO.has(path)) return;
  sessionStorage.setItem(REDIRECT_URL_KEY, url);
  sessionStorage.setItem(REDIRECT_AT_KEY, String(now));
}

/** The saved deep link if it is still fresh. Read-only, so re-renders may call it freely. */
export function readRedirect(now = Date.now()): string | null {
  const url = sessionStorage.getItem(REDIRECT_URL_KEY);
  const at = Number(sessionStorage.getItem(REDIRECT_AT_KEY));
  if (!url || !Number.isFinite(at) || now - at > REDIRECT_MAX_AGE_MS || now < at) return null;
  return url;
}

/** Forgets the deep link once a signed-in user has reached a page. */
export function clearRedirect(): void {
  sessionStorage.removeItem(REDIRECT_URL_KEY);
  sessionStorage.removeItem(REDIRECT_AT_KEY);
}
