import { type Caller, createCaller, injectTransport, type Transport } from '@kitlab/contract';
import type { TestApp } from './test-app.js';

/**
 * The API as each user calls it, through the contract's typed caller on `inject`: `as(user)`
 * is a caller that signs the user in on its first call; `anonymous` sends no token.
 */
export function apiCallers(t: TestApp) {
  const transport = injectTransport(t.app);
  const anonymous = createCaller(transport);
  const tokens = new Map<string, Promise<string>>();
  function tokenOf(user: { email: string }): Promise<string> {
    let token = tokens.get(user.email);
    if (!token) {
      token = t.signIn(user.email);
      tokens.set(user.email, token);
    }
    return token;
  }
  function as(user: { email: string }): Caller {
    const signedIn: Transport = async (request) =>
      transport({
        ...request,
        headers: { ...request.headers, authorization: `token ${await tokenOf(user)}` },
      });
    return createCaller(signedIn);
  }
  return { anonymous, as, tokenOf };
}
