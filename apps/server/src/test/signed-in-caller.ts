import { authHeader, type TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT';

/** Calls the API as a user, signing each user in once: GET sends `payload` as the query. */
export function signedInCaller(t: TestApp) {
  const tokens = new Map<string, string>();
  async function tokenOf(user: { email: string }) {
    let token = tokens.get(user.email);
    if (!token) {
      token = await t.signIn(user.email);
      tokens.set(user.email, token);
    }
    return token;
  }
  async function call(user: { email: string }, method: Method, url: string, payload?: object) {
    const headers = authHeader(await tokenOf(user));
    if (method === 'GET') {
      const query = Object.fromEntries(
        Object.entries(payload ?? {}).map(([k, v]) => [k, String(v)]),
      );
      return t.app.inject({ method, url, headers, query });
    }
    return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  }
  return { tokenOf, call };
}
