import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { retentionDays, retentionJoins } from './retention.repository.js';

/**
 * The next former student whose data is past its school's retention at `now`, locked for this
 * transaction; students another process has locked are skipped, so each is purged once.
 * A former student is deactivated (not active, with the time they left); one made active again
 * is not. Students in `passOver` (whose erasure failed in this run) are passed over.
 */
export async function lockNextDueStudent(
  tx: Database,
  now: Date,
  passOver: readonly number[] = [],
): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`
    select u.id
    from users u
    join organisations o on o.id = u.organisation_id ${retentionJoins}
    where u.user_type = 'S'
      and not u.is_active
      and u.deactivated_at is not null
      and u.deactivated_at + make_interval(days => ${retentionDays}) <= ${now.toISOString()}::timestamptz
      and u.id not in (${sql.join(
        [0, ...passOver].map((id) => sql`${id}`),
        sql`, `,
      )})
    order by u.deactivated_at, u.id
    limit 1
    for update of u skip locked`,
  );
  return row ? Number(row.id) : null;
}
