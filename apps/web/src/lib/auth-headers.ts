import { getToken, getTokenVersion } from './session-storage';

/** `Authorization: token <token>` and, when one is stored, `Token-Version` (spec section 7). */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = getToken();
  const version = getTokenVersion();
  if (token) headers.Authorization = `token ${token}`;
  if (version !== null) headers['Token-Version'] = String(version);
  return headers;
}
