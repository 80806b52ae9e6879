import { accounts, type Caller, createCaller, fetchTransport } from '@kitlab/contract';
import { BENCH_PASSWORD } from './demo-app.js';

/** Signs in to the server at `base` over HTTP: a caller signed in as the account, and its token. */
export async function signInOverHttp(
  base: string,
  email: string,
): Promise<{ caller: Caller; token: string }> {
  const api = createCaller(fetchTransport(`${base}/api`));
  const { token } = await api.call(accounts.login, { body: { email, password: BENCH_PASSWORD } });
  return { caller: api.withToken(token), token };
}
