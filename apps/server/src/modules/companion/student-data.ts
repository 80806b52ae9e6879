import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOfStudent } from '../../db/rows-of-student.js';
import { rowsWritten } from '../../db/rows-written.js';
import { activityTimeSamples } from '../../db/schema/index.js';

/** How long a student's handed-in attempts took, for the export of their data. */
export async function exportCompanionStudentData(db: Database, studentId: number) {
  const time_samples = await rowsOfStudent(db, activityTimeSamples.studentId, studentId, {
    activity: activityTimeSamples.activityId,
    duration_ms: activityTimeSamples.durationMs,
  });
  return { time_samples };
}

/** Removes a student's time samples (the usual times already worked out stay); answers how many. */
export function eraseCompanionStudentData(tx: Database, studentId: number): Promise<number> {
  return rowsWritten(tx, [
    sql`delete from ${activityTimeSamples} where ${activityTimeSamples.studentId} = ${studentId} returning 1`,
  ]);
}
