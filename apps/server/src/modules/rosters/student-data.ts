import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOfStudent } from '../../db/rows-of-student.js';
import { rowsWritten } from '../../db/rows-written.js';
import { rosterRecords } from '../../db/schema/index.js';

/** The roster records a student's school sent about them, for the export of their data. */
export async function exportRostersStudentData(db: Database, studentId: number) {
  const records = await rowsOfStudent(db, rosterRecords.userId, studentId, {
    file: rosterRecords.file,
    sourced_id: rosterRecords.sourcedId,
    data: rosterRecords.data,
    active: rosterRecords.active,
    updated_at: rosterRecords.updatedAt,
  });
  return { records };
}

/** Removes the roster records about a student; answers how many went. */
export function eraseRostersStudentData(tx: Database, studentId: number): Promise<number> {
  return rowsWritten(tx, [
    sql`delete from ${rosterRecords} where ${rosterRecords.userId} = ${studentId} returning 1`,
  ]);
}
