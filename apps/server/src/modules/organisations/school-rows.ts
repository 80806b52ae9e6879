import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { organisations } from '../../db/schema/index.js';
import { intArray, textArray } from '../../lib/sql-arrays.js';

/**
 * Adds schools to a district, in one statement; answers their ids in the order given (a district
 * may hold two schools of one name, so the order, not the name, pairs them).
 */
export async function insertSchools(
  db: Database,
  schools: readonly { name: string; parentId: number }[],
): Promise<number[]> {
  if (schools.length === 0) return [];
  const rows = await rowsOf<{ id: number; position: number }>(
    db,
    sql`with given as (
        select * from unnest(${textArray(schools.map((s) => s.name))}, ${intArray(schools.map((s) => s.parentId))})
          with ordinality as g(name, parent_id, position)),
      made as (
        insert into ${organisations} (name, kind, parent_id, time_zone)
        select g.name, 'school', g.parent_id, coalesce(d.time_zone, 'UTC')
        from given g left join ${organisations} d on d.id = g.parent_id
        order by g.position
        returning id)
      select id, row_number() over (order by id) as position from made`,
  );
  return rows.sort((a, b) => Number(a.position) - Number(b.position)).map((r) => r.id);
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
