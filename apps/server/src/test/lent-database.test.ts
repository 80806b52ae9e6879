import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';
import { organisations } from '../db/schema/index.js';
import { lendEmbeddedDatabase } from './lent-database.js';

/** Opens empty migrated databases, counting how many it had to open. */
function opener() {
  const opener = {
    opened: 0,
    async open() {
      opener.opened += 1;
      const client = new PGlite();
      await client.waitReady;
      return client;
    },
  };
  return opener;
}

async function lend(from: ReturnType<typeof opener>): Promise<DatabaseHandle> {
  const handle = await lendEmbeddedDatabase(() => from.open());
  await handle.migrate();
  return handle;
}

const rowsIn = (handle: DatabaseHandle, query: SQL) => rowsOf(handle.db, query);

describe('an embedded test database lent to one file after another', () => {
  it('comes back with no rows, ids from 1, a new session, and its migrations kept', async () => {
    const databases = opener();
    const first = await lend(databases);
    const journal = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
    const [migrations] = await rowsIn(first, journal);
    await first.db.insert(organisations).values([
      { name: 'First school', kind: 'school' },
      { name: 'Second school', kind: 'school' },
    ]);
    await first.db.execute(sql`create temporary table kept_for_this_session (id int)`);
    await first.db.execute(sql`set time zone 'Pacific/Auckland'`);
    await first.close();

    const next = await lend(databases);
    const opened = databases.opened;
    expect(await next.db.select().from(organisations)).toEqual([]);
    const [added] = await next.db
      .insert(organisations)
      .values({ name: 'Another school', kind: 'school' })
      .returning();
    expect(added?.id).toBe(1);
    expect(await rowsIn(next, sql`select to_regclass('kept_for_this_session') as kept`)).toEqual([
      { kept: null },
    ]);
    expect(await rowsIn(next, sql`show time zone`)).toEqual([{ TimeZone: 'UTC' }]);
    expect(await rowsIn(next, journal)).toEqual([migrations]);
    await next.close();
    // The second was the first's database again, not a new one.
    expect(databases.opened).toBe(opened);
    expect(opened).toBeLessThanOrEqual(1);
  });

  it('refuses work once closed, so nothing a file left running reaches the next file', async () => {
    const databases = opener();
    const closed = await lend(databases);
    await closed.close();
    const next = await lend(databases);
    // drizzle names the query, and gives the driver's refusal as the cause.
    await expect(
      closed.db.insert(organisations).values({ name: 'Late', kind: 'school' }),
    ).rejects.toHaveProperty('cause.message', 'This test database was closed when its file ended.');
    expect(await next.db.select().from(organisations)).toEqual([]);
    await next.close();
  });

  it("does not tell an earlier file's listener of the next file's notifications", async () => {
    const databases = opener();
    const earlier = await lend(databases);
    const heardEarlier: string[] = [];
    const stopEarlier = await earlier.listen('work_changed', (payload) =>
      heardEarlier.push(payload),
    );
    await earlier.close();

    const next = await lend(databases);
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
