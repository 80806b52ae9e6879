import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOfStudent } from '../../db/rows-of-student.js';
import { rowsWritten } from '../../db/rows-written.js';
import { deviceLogs } from '../../db/schema/index.js';

/** What a student's browsers logged, for the export of their data. */
export async function exportCoreStudentData(db: Database, studentId: number) {
  const device_logs = await rowsOfStudent(
    db,
    deviceLogs.userId,
    studentId,
    {
      log_type: deviceLogs.logType,
      message: deviceLogs.message,
      location: deviceLogs.location,
      data: deviceLogs.data,
      created_at: deviceLogs.createdAt,
    },
    deviceLogs.id,
  );
  return { device_logs };
}

/** Removes what a student's browsers logged; answers how many entries went. */
export function eraseCoreStudentData(tx: Database, studentId: number): Promise<number> {
  return rowsWritten(tx, [
    sql`delete from ${deviceLogs} where ${deviceLogs.userId} = ${studentId} returning 1`,
  ]);
}
