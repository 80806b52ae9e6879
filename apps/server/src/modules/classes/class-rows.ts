import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { classes } from '../../db/schema/index.js';
import { intArray, textArray } from '../../lib/sql-arrays.js';

export interface ClassValues {
  organisationId: number;
  gradeId: number;
  name: string;
}

/** Adds classes in one statement; answers each one's id by school and name (unique together). */
export async function insertClasses(
  db: Database,
  rows: readonly ClassValues[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const made = await rowsOf<{ id: number; organisation_id: number; name: string }>(
    db,
    sql`insert into ${classes} (organisation_id, grade_id, name)
      select * from unnest(${intArray(rows.map((r) => r.organisationId))},
        ${intArray(rows.map((r) => r.gradeId))}, ${textArray(rows.map((r) => r.name))})
      returning id, organisation_id, name`,
  );
  return new Map(made.map((r) => [classKey(r.organisation_id, r.name), r.id]));
}

export const classKey = (organisationId: number, name: string) => `${organisationId}/${name}`;

export async function updateClasses(
  db: Database,
  rows: readonly { id: number; gradeId: number; name: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`update ${classes} c set grade_id = n.grade_id, name = n.name
    from unnest(${intArray(rows.map((r) => r.id))}, ${intArray(rows.map((r) => r.gradeId))},
      ${textArray(rows.map((r) => r.name))}) as n(id, grade_id, name)
    where c.id = n.id`);
}
