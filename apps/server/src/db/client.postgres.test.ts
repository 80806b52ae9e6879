import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/** The pool under the app's handle, as drizzle keeps it. */
const poolOf = (database: DatabaseHandle) =>
  (database.db as unknown as { $client: { totalCount: number; idleCount: number } }).$client;

describe.skipIf(!serverUrl)('the PostgreSQL pool', () => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await database?.close();
  });

  it('keeps an idle connection open through an hour without calls', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    database = await openDatabase({ url: serverUrl as string });
    expect(await database.ping()).toBe(true);
    const pool = poolOf(database);
    expect(pool.idleCount).toBe(1);
    // An hour without a call: a pool closing idle connections would have closed it.
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(pool.totalCount).toBe(1);
    expect(pool.idleCount).toBe(1);
  });
});
