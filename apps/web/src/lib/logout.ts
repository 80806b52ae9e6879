import { LOGOUT_SUPPRESSION_MS } from '@kitlab/contract';
import { apiTransport } from './api-transport';
import { authHeaders } from './auth-headers';
import { loadPage } from './browser';
import { postLoginStatusToWorker } from './login-status-sync';
import { clearSessionDb } from './session-db';
import { clearAllStorage, getToken } from './session-storage';

const LOGOUT_CALL_TIMEOUT_MS = 5000;

let suppressed = false;
let signingOut = false;
const beforeTasks = new Set<() => Promise<void>>();

/** True from the start of a sign-out until the page reloads; the old page must not remember
 * where the signed-out user was as a deep link for the next person to sign in. */
export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * Registers work that needs the user's token and must finish before sign-out revokes it (this
 * browser's push device is turned off). Each task gets at most the logout call's time; a failing
 * or slow task never stops the sign-out.
 */
export function beforeLogout(task: () => Promise<void>): () => void {
  beforeTasks.add(task);
  return () => beforeTasks.delete(task);
}

async function runBeforeLogoutTasks(): Promise<void> {
  const limit = () => new Promise<void>((done) => setTimeout(done, LOGOUT_CALL_TIMEOUT_MS));
  await Promise.all(
    [...beforeTasks].map((task) => Promise.race([task().catch(() => undefined), limit()])),
  );
}

async function revokeToken(): Promise<void> {
  if (!getToken()) return;
  try {
    // The contract's request on the bare transport, not the app's client: whatever the server
    // answers (the token already revoked), a sign-out must not react by starting another.
    const { logoutRequest } = await import('./logout-request');
    await apiTransport(logoutRequest(authHeaders(), AbortSignal.timeout(LOGOUT_CALL_TIMEOUT_MS)));
  } catch {
    // Signing out must work offline and with a token the server already revoked.
  }
}

/**
 * Sign-out (spec section 4): revoke the token, then regardless clear every stored session
 * item and SessionDB and reload at the site root, where a fresh page holds no state. Repeated
 * calls within 5 s (several failing calls at once) do nothing.
 */
export async function logout(): Promise<void> {
  if (suppressed) return;
  suppressed = true;
  signingOut = true;
  setTimeout(() => {
    suppressed = false;
  }, LOGOUT_SUPPRESSION_MS);

  await runBeforeLogoutTasks();
  await revokeToken();
  try {
    await clearSessionDb();
  } catch {
    // Nothing stored there to clear.
  }
  // From here to the reload nothing waits: once the token is gone the page shows the sign-in
  // form, which must not be there to type into before the fresh page replaces it.
  clearAllStorage();
  postLoginStatusToWorker(false);
  loadPage('/');
}
