import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, postgresPool } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';
import { organisations } from '../db/schema/index.js';
import { dropDatabasesNamed, freshDatabase } from './fresh-database.js';
import { type KeptDatabase, keptEmbedded, keptOnServer, lender } from './lent-database.js';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** Migrated empty databases of one kind, counting how many were made. */
function databasesOf(make: () => Promise<KeptDatabase>) {
  const made = { count: 0 };
  const lend = lender(async () => {
    made.count += 1;
    const database = await make();
    cleanups.push(() => database.close());
    return database;
  });
  return {
    made,
    async lend(): Promise<DatabaseHandle> {
      const handle = await lend();
      await handle.migrate();
      return handle;
    },
  };
}

const onServer = async (serverUrl: string) => keptOnServer(await freshDatabase(serverUrl));

const rowsIn = (handle: DatabaseHandle, query: SQL) => rowsOf(handle.db, query);
const journal = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;

const serverUrl = process.env.TEST_DATABASE_URL;
const kinds = [
  { kind: 'An embedded database', make: () => keptEmbedded(), oneSession: true },
  ...(serverUrl
    ? [{ kind: 'A database on PostgreSQL', make: () => onServer(serverUrl), oneSession: false }]
    : []),
];

describe.each(kinds)('$kind lent to one test file after another', ({ make, oneSession }) => {
  it('comes back with no rows, ids from 1 and its migrations kept', async () => {
    const databases = databasesOf(make);
    const first = await databases.lend();
    const [migrations] = await rowsIn(first, journal);
    await first.db.insert(organisations).values([
      { name: 'First school', kind: 'school' },
      { name: 'Second school', kind: 'school' },
    ]);
    await first.close();

    const next = await databases.lend();
    expect(await next.db.select().from(organisations)).toEqual([]);
    const [added] = await next.db
      .insert(organisations)
      .values({ name: 'Another school', kind: 'school' })
      .returning();
    expect(added?.id).toBe(1);
    expect(await rowsIn(next, journal)).toEqual([migrations]);
    await next.close();
    // The second was the first's database again, not a new one.
    expect(databases.made.count).toBe(1);
  });

  it.runIf(oneSession)("forgets the earlier file's session", async () => {
    const databases = databasesOf(make);
    const first = await databases.lend();
    await first.db.execute(sql`create temporary table kept_for_this_session (id int)`);
    await first.db.execute(sql`set time zone 'Pacific/Auckland'`);
    await first.close();

    const next = await databases.lend();
    const kept = sql`select to_regclass('kept_for_this_session') as kept`;
    expect(await rowsIn(next, kept)).toEqual([{ kept: null }]);
    expect(await rowsIn(next, sql`show time zone`)).toEqual([{ TimeZone: 'UTC' }]);
    await next.close();
  });

  it('refuses work once closed, so nothing a file left running reaches the next file', async () => {
    const databases = databasesOf(make);
    const closed = await databases.lend();
    await closed.close();
    const next = await databases.lend();
    // drizzle names the query, and gives the driver's refusal as the cause.
    await expect(
      closed.db.insert(organisations).values({ name: 'Late', kind: 'school' }),
    ).rejects.toHaveProperty('cause.message', 'This test database was closed when its file ended.');
    expect(await next.db.select().from(organisations)).toEqual([]);
    await next.close();
  });

  it("does not tell an earlier file's listener of the next file's notifications", async () => {
    const databases = databasesOf(make);
    const earlier = await databases.lend();
    const heardEarlier: string[] = [];
    const stopEarlier = await earlier.listen('work_changed', (payload) =>
      heardEarlier.push(payload),
    );
    await earlier.close();

    const next = await databases.lend();
    const heardNext: string[] = [];
    await next.listen('work_changed', (payload) => heardNext.push(payload));
    // The earlier file stopping late must not stop the next file's listening.
    await stopEarlier();
    await next.db.execute(sql`select pg_notify('work_changed', 'for the next file')`);
    await expect.poll(() => heardNext).toEqual(['for the next file']);
    expect(heardEarlier).toEqual([]);
    await next.close();
  });
});

describe.skipIf(!serverUrl)('dropping the databases a PostgreSQL stage made', () => {
  it('drops every database whose name starts with the prefix, those still connected too', async () => {
    const server = serverUrl ?? '';
    const prefix = `kitlab_ending_${Date.now()}`;
    const kept = await freshDatabase(server, prefix);
    await freshDatabase(server, prefix);
    const stillConnected = postgresPool(kept.url);
    await stillConnected.query('select 1');
    const named = `select count(*)::int as n from pg_database where starts_with(datname, '${prefix}')`;
    const admin = postgresPool(server);
    cleanups.push(async () => {
      await admin.end();
      await stillConnected.end().catch(() => {});
    });
    expect((await admin.query(named)).rows).toEqual([{ n: 2 }]);
    await dropDatabasesNamed(server, prefix);
    expect((await admin.query(named)).rows).toEqual([{ n: 0 }]);
  });
});
