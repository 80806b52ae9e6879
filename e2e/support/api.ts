import { accounts, type Caller, createCaller, playwrightTransport } from '@kitlab/contract';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

/**
 * The API as the journeys call it directly: the contract's calls through Playwright's request,
 * at the app's address (the request's base URL) under /api. The request carries the journey's
 * clock, so the server sees the journey's date.
 */
export function apiOf(request: APIRequestContext): Caller {
  return createCaller(playwrightTransport(request, '/api'));
}

/** Signs in through the API and answers the token. */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const { token } = await apiOf(request).call(accounts.login, { body: { email, password } });
  return token;
}

/** Signs in through the API and answers a caller signed in as that account. */
export async function signedInApi(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Caller> {
  return apiOf(request).withToken(await apiSignIn(request, email, password));
}
