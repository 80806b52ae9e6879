import { type Caller, createCaller, injectTransport } from '@kitlab/contract';
import type { TestApp } from './test-app.js';

/**
 * The API as each user calls it, through the contract's typed caller on `inject`: `as(user)`
 * signs the user in once and answers a caller with their token; `anonymous` sends none.
 */
export function apiCallers(t: TestApp) {
  const anonymous = createCaller(injectTransport(t.app));
  const tokens = new Map<string, string>();
  async function tokenOf(user: { email: string }) {
    let token = tokens.get(user.email);
    if (!token) {
      token = await t.signIn(user.email);
      tokens.set(user.email, token);
    }
    return token;
  }
  async function as(user: { email: string }): Promise<Caller> {
    return anonymous.withToken(await tokenOf(user));
  }
  return { anonymous, as, tokenOf };
}
