import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from './client.js';
import { jsonListByIds } from './json-lists.js';
import { preparedSql } from './prepared.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const ids = sql`${sql.placeholder('ids')}::int[]`;
/**
 * A lookup that fails whenever it runs, whatever the ids: a volatile divisor of 0, which no plan
 * can work out before it runs.
 */
const failing = sql`select json_build_object('x', 1 / floor(random())::int)`;
const lookup = preparedSql<{ rows: unknown[] }>(
  'test_json_list_by_ids',
  () => sql`select ${jsonListByIds(ids, failing)} as rows`,
);
const found = preparedSql<{ rows: unknown[] }>(
  'test_json_list_by_ids_found',
  () =>
    sql`select ${jsonListByIds(ids, sql`select json_build_object('id', wanted.id) from unnest(${ids}) as wanted(id)`)} as rows`,
);

describe('a JSON list looked up by ids', () => {
  it('is empty without running the lookup when no ids are given, on every run of one plan', async () => {
    // Enough runs for PostgreSQL to settle on a generic plan.
    for (let run = 0; run < 8; run++) {
      expect(await lookup(handle.db, { ids: [] })).toEqual([{ rows: [] }]);
    }
    const ran = await lookup(handle.db, { ids: [1] }).catch((error: Error) => error.cause);
    expect(String(ran)).toMatch(/division by zero/);
  });

  it('lists the rows looked up for the ids given', async () => {
    expect(await found(handle.db, { ids: [3, 1] })).toEqual([{ rows: [{ id: 3 }, { id: 1 }] }]);
    expect(await found(handle.db, { ids: [] })).toEqual([{ rows: [] }]);
  });
});
