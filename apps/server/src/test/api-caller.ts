import {
  type Caller,
  createCaller,
  type InjectableApp,
  injectTransport,
  type Transport,
} from '@kitlab/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { TestApp } from './test-app.js';

/**
 * The API as each user calls it, through the contract's typed caller on `inject`: `as(user)`
 * is a caller that signs the user in on its first call; `anonymous` sends no token. `t` may be
 * filled in later (by a `beforeAll`): its app is read on each call.
 */
export function apiCallers(t: TestApp) {
  const transport: Transport = (request) => injectTransport(t.app)(request);
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

/** A caller on any app (such as some routes alone), signed in with a token when one is given. */
export function callerOn(app: InjectableApp, token?: string | null): Caller {
  const caller = createCaller(injectTransport(app));
  return token ? caller.withToken(token) : caller;
}

/** A caller whose requests come from one client address, for what is counted per address. */
export function callerFrom(app: FastifyInstance, remoteAddress: string): Caller {
  return createCaller(
    injectTransport({
      inject: (options) =>
        app.inject({
          ...options,
          method: options.method as InjectOptions['method'],
          remoteAddress,
        }),
    }),
  );
}
