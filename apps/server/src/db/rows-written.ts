import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { rowsOf } from './raw-rows.js';

/**
 * Runs writes (`delete ...` or `update ...`, each ending `returning 1`) as one statement and
 * answers how many rows they removed or changed together; a `select 1 ...` among them counts the
 * rows a cascade will remove. Each write is the owning module's own SQL naming its table; this
 * only counts, so a part of an erasure costs one round trip. All of them see the rows as they
 * were when the statement began.
 */
export async function rowsWritten(db: Database, writes: readonly SQL[]): Promise<number> {
  const name = (i: number) => sql.identifier(`written_${i}`);
  const steps = writes.map((write, i) => sql`${name(i)} as (${write})`);
  const counts = writes.map((_, i) => sql`(select count(*) from ${name(i)})`);
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`with ${sql.join(steps, sql`, `)} select (${sql.join(counts, sql` + `)})::int as n`,
  );
  return Number(row?.n ?? 0);
}
