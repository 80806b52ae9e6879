import type { studentRecords, UserType } from '@kitlab/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jsonbText } from '../../db/jsonb-text.js';

/** Who read: a signed-in user. Students reading their own work are not recorded. */
export interface Reader {
  id: number;
  userType: UserType;
}

/** One student's records read by a member of staff, in the school's words (never the child's). */
export interface StaffReadEntry {
  reader: Reader;
  /** The student: by id, or by user_token as the response that was read names them. */
  student: { id: number } | { token: string };
  record: studentRecords.StaffReadRecord;
  /** What was read: an activity's title, a report's name; never a child's answer. */
  detail: string;
  readAt: Date;
}

/**
 * Records staff reads of students' records, in one statement whatever their number: each
 * entry's student is found (by id or token) with their school, so the caller needs no lookup.
 * Reads by students, and tokens of no student, record nothing.
 */
export async function recordStaffRead(
  db: Database,
  entries: readonly StaffReadEntry[],
): Promise<void> {
  const rows = entries
    .filter((entry) => entry.reader.userType !== 'S')
    .map((entry) => ({
      staff_id: entry.reader.id,
      student_id: 'id' in entry.student ? entry.student.id : null,
      student_token: 'token' in entry.student ? entry.student.token : null,
      record: entry.record,
      detail: entry.detail,
      read_at: entry.readAt.toISOString(),
    }));
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into staff_reads (organisation_id, staff_id, student_id, record, detail, read_at)
    select s.organisation_id, r.staff_id, s.id, r.record, r.detail, r.read_at
    from jsonb_to_recordset(${jsonbText(rows)}::jsonb) as r(
      staff_id integer, student_id integer, student_token uuid, record text, detail text,
      read_at timestamptz
    )
    join users s on s.user_type = 'S'
      and s.id = coalesce(r.student_id, (select t.id from users t where t.token = r.student_token))
  `);
}

export type StaffReadOf = Pick<StaffReadEntry, 'student' | 'record' | 'detail'>;

/**
 * Records what a served answer let a member of staff read, at the clock's time, then answers it:
 * `readsOf` names each student whose records the answer holds, which records and what.
 */
export async function withStaffRead<T>(
  ctx: { db: Database; clock: { now(): Date } },
  reader: Reader,
  served: T,
  readsOf: (served: T) => readonly StaffReadOf[],
): Promise<T> {
  if (reader.userType === 'S') return served;
  const readAt = ctx.clock.now();
  await recordStaffRead(
    ctx.db,
    readsOf(served).map((read) => ({ ...read, reader, readAt })),
  );
  return served;
}
