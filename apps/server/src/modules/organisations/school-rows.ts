import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { organisations } from '../../db/schema/index.js';
import { intArray, textArray } from '../../lib/sql-arrays.js';

/**
 * Adds schools to their district, with its time zone; answers their ids in the order given. One
 * statement per school: a district has tens of them, and two schools may share a name, so
 * nothing but the order would pair a bulk insert's ids with them.
 */
export async function insertSchools(
  db: Database,
  schools: readonly { name: string; parentId: number }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const school of schools) {
    const [made] = await rowsOf<{ id: number }>(
      db,
      sql`insert into ${organisations} (name, kind, parent_id, time_zone)
        select ${school.name}, 'school', id, time_zone from ${organisations}
        where id = ${school.parentId}
        returning id`,
    );
    if (!made) throw new Error('a new school names no district');
    ids.push(made.id);
  }
  return ids;
}

export async function renameSchools(
  db: Database,
  schools: readonly { id: number; name: string }[],
): Promise<void> {
  if (schools.length === 0) return;
  await db.execute(sql`update ${organisations} o set name = n.name
    from unnest(${intArray(schools.map((s) => s.id))}, ${textArray(schools.map((s) => s.name))}) as n(id, name)
    where o.id = n.id`);
}
