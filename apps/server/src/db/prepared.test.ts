import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import type { Database, DatabaseHandle } from './client.js';
import { preparedOnce, preparedSql } from './prepared.js';
import { subjects } from './schema/index.js';
import { inTransaction } from './transaction.js';

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

const namesLike = preparedSql<{ name: string }>(
  'test_subject_names_like',
  () =>
    sql`select name from ${subjects} where name like ${sql.placeholder('pattern')} order by name`,
);
const namesOf = preparedOnce((on) =>
  on
    .select({ name: subjects.name })
    .from(subjects)
    .where(sql`${subjects.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('test_subject_names_of'),
);

describe('a statement prepared once', () => {
  it("runs on the app's database and inside a transaction, seeing the transaction's own rows", async () => {
    await db.insert(subjects).values({ name: 'Prepared North' });
    expect(await namesLike(db, { pattern: 'Prepared%' })).toEqual([{ name: 'Prepared North' }]);
    const seen = await inTransaction(db, async (tx) => {
      const [made] = await tx.insert(subjects).values({ name: 'Prepared South' }).returning();
      return {
        raw: await namesLike(tx, { pattern: 'Prepared%' }),
        built: await namesOf(tx).execute({ ids: [made?.id ?? 0] }),
      };
    });
    expect(seen.raw).toEqual([{ name: 'Prepared North' }, { name: 'Prepared South' }]);
    expect(seen.built).toEqual([{ name: 'Prepared South' }]);
  });

  it('leaves nothing behind of a transaction rolled back', async () => {
    await expect(
      inTransaction(db, async (tx) => {
        await tx.insert(subjects).values({ name: 'Prepared West' });
        expect(await namesLike(tx, { pattern: 'Prepared W%' })).toHaveLength(1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await namesLike(db, { pattern: 'Prepared W%' })).toEqual([]);
  });
});
