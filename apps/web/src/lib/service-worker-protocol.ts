/**
 * What the pages and the service worker (src/service-worker) share: where the worker is served
 * and what it controls, the messages they post each other, and the title of a push without one.
 */

/** Served from the site root so that it controls every page. */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/** A page tells the worker whether anyone is signed in; the worker answers with `_RECEIVED`. */
export const LOGIN_STATUS_MESSAGE = 'LOGIN_STATUS';
export const LOGIN_STATUS_RECEIVED = `${LOGIN_STATUS_MESSAGE}_RECEIVED`;

/** The worker hands a push to the focused window, which shows it itself (a foreground message). */
export const PUSH_MESSAGE = 'PUSH_MESSAGE';

/** A push's title when its sender gave none (spec section 7). */
export const DEFAULT_PUSH_TITLE = 'No Title';
