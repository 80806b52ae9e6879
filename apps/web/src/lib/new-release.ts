import { reloadPage } from './browser';

/** When the page last reloaded for a missing script, in ms since the epoch (sessionStorage). */
const RELOADED_AT_KEY = 'kitlab.reloaded_for_release_at';
/** A reload that did not bring the missing script back is not tried again for this long. */
const RELOAD_PAUSE_MS = 60_000;

/** What browsers say when a script file of the page could not be loaded. */
const MISSING_SCRIPT =
  /dynamically imported module|importing a module script failed|unable to preload css/i;

/**
 * Whether an error is one of the app's own script files failing to load: a release replaces the
 * hashed files, and a tab opened before it asks for a piece it had not loaded yet.
 */
export function isMissingScript(error: unknown): boolean {
  return error instanceof Error && MISSING_SCRIPT.test(error.message);
}

function reloadedLately(now: number): boolean {
  const at = Number(sessionStorage.getItem(RELOADED_AT_KEY));
  return Number.isFinite(at) && at > 0 && now - at < RELOAD_PAUSE_MS;
}

/**
 * Whether the page should reload for this error to bring the new release: a missing script, and
 * no such reload in the last minute (when a reload did not help, the error page shows instead).
 */
export function wantsNewRelease(error: unknown, now = Date.now()): boolean {
  return isMissingScript(error) && !reloadedLately(now);
}

/** Reloads the page for a new release, noting when so that it is tried once a minute at most. */
export function reloadForNewRelease(now = Date.now()): void {
  sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  reloadPage();
}
