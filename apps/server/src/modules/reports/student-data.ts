import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsWritten } from '../../db/rows-written.js';
import { reportActiveStudents, reportWork } from '../../db/schema/index.js';

/**
 * Makes a student's rows of the report rollups anonymous: they lose the student and keep
 * counting (decision 0056). Answers how many rows were made anonymous.
 */
export function eraseReportsStudentData(tx: Database, studentId: number): Promise<number> {
  return rowsWritten(tx, [
    sql`update ${reportWork} set ${sql.identifier('student_id')} = null where ${reportWork.studentId} = ${studentId} returning 1`,
    sql`update ${reportActiveStudents} set ${sql.identifier('student_id')} = null where ${reportActiveStudents.studentId} = ${studentId} returning 1`,
  ]);
}
