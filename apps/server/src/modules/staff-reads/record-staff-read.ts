import type { studentRecords, UserType } from '@kitlab/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { refusedByDatabase } from '../../db/database-errors.js';
import { jsonbText } from '../../db/jsonb-text.js';
import { preparedSql } from '../../db/prepared.js';
import { gatheredWhileBusy } from '../../lib/gathered-calls.js';

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

/** An entry as the statement takes it: the student by id or by token. */
interface RecordedRow {
  staff_id: number;
  student_id: number | null;
  student_token: string | null;
  record: studentRecords.StaffReadRecord;
  detail: string;
  read_at: string;
}

/** The most reads' entries written in one statement. */
const RECORDED_TOGETHER = 64;

/**
 * Each entry's student is found (by id or token) with their school, so the caller needs no
 * lookup; a token of no student, or of someone who is not a student, writes nothing.
 */
const recordStatement = preparedSql('staff_reads_record', () => {
  const rows = sql.placeholder('rows');
  return sql`
    insert into staff_reads (organisation_id, staff_id, student_id, record, detail, read_at)
    select s.organisation_id, r.staff_id, s.id, r.record, r.detail, r.read_at
    from jsonb_to_recordset(${rows}::jsonb) as r(
      staff_id integer, student_id integer, student_token uuid, record text, detail text,
      read_at timestamptz
    )
    join users s on s.user_type = 'S'
      and s.id = coalesce(r.student_id, (select t.id from users t where t.token = r.student_token))
  `;
});

/**
 * Per database handle, the entries of the reads made while one statement writes others': under
 * load the reads served at once share one statement instead of adding one each to their own. A
 * statement the database refused wrote nothing: its reads are written again one at a time, so only
 * a bad entry's read fails. A lost connection fails them all at once.
 */
const recorders = new WeakMap<Database, (rows: RecordedRow[]) => Promise<void>>();
function recorderOf(db: Database) {
  let record = recorders.get(db);
  if (!record) {
    record = gatheredWhileBusy<RecordedRow[], void>({
      most: RECORDED_TOGETHER,
      runAgainAfter: refusedByDatabase,
      run: async (reads) => {
        await recordStatement(db, { rows: jsonbText(reads.flat()) });
        return reads.map(() => undefined);
      },
    });
    recorders.set(db, record);
  }
  return record;
}

/**
 * Records staff reads of students' records; answers once they are written. Reads by students
 * record nothing.
 */
export async function recordStaffRead(
  db: Database,
  entries: readonly StaffReadEntry[],
): Promise<void> {
  const rows = entries
    .filter((entry) => entry.reader.userType !== 'S')
    .map(
      (entry): RecordedRow => ({
        staff_id: entry.reader.id,
        student_id: 'id' in entry.student ? entry.student.id : null,
        student_token: 'token' in entry.student ? entry.student.token : null,
        record: entry.record,
        detail: entry.detail,
        read_at: entry.readAt.toISOString(),
      }),
    );
  if (rows.length === 0) return;
  await recorderOf(db)(rows);
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
