import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { grades } from '../../db/schema/index.js';
import { intArray, textArray } from '../../lib/sql-arrays.js';

/** The platform's name of a grade: "Kindergarten" for 0, else "Grade 6". */
export const gradeName = (number: number) => (number === 0 ? 'Kindergarten' : `Grade ${number}`);

/** Adds the grades missing among these numbers; answers every grade's id by number. */
export async function ensureGrades(
  db: Database,
  numbers: readonly number[],
): Promise<Map<number, number>> {
  if (numbers.length > 0) {
    await db.execute(sql`insert into ${grades} (number, name)
      select * from unnest(${intArray(numbers)}, ${textArray(numbers.map(gradeName))})
      on conflict (number) do nothing`);
  }
  const rows = await rowsOf<{ id: number; number: number }>(
    db,
    sql`select id, number from ${grades}`,
  );
  return new Map(rows.map((r) => [Number(r.number), r.id]));
}
