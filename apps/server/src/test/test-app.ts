import { accounts, createCaller, injectTransport } from '@kitlab/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { createFactories, type Factories, TEST_PASSWORD } from './factories.js';
import { TestClock } from './test-clock.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  make: Factories;
  /** Signs in through the API and returns the token. */
  signIn(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** The real app on a fresh real database, for `inject()` tests. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = new TestClock();
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const app = await buildApp({ config, database, clock, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    make: createFactories(database.db),
    async signIn(email, password = TEST_PASSWORD) {
      const signedIn = await createCaller(injectTransport(app)).call(accounts.login, {
        body: { email, password },
      });
      return signedIn.token;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const authHeader = (token: string) => ({ authorization: `token ${token}` });
