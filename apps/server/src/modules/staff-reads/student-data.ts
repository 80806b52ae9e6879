import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsWritten } from '../../db/rows-written.js';
import { staffReads, users } from '../../db/schema/index.js';

/** Who among the staff read a student's records and when, for the export of their data. */
export async function exportStaffReadsStudentData(db: Database, studentId: number) {
  const reads = await db
    .select({
      read_at: staffReads.readAt,
      record: staffReads.record,
      detail: staffReads.detail,
      staff_first_name: users.firstName,
      staff_last_name: users.lastName,
    })
    .from(staffReads)
    .leftJoin(users, eq(users.id, staffReads.staffId))
    .where(eq(staffReads.studentId, studentId))
    .orderBy(desc(staffReads.readAt));
  return { reads };
}

/** The record of staff reads stays and loses the student; answers how many entries did. */
export function eraseStaffReadsStudentData(tx: Database, studentId: number): Promise<number> {
  return rowsWritten(tx, [
    sql`update ${staffReads} set ${sql.identifier('student_id')} = null where ${staffReads.studentId} = ${studentId} returning 1`,
  ]);
}
