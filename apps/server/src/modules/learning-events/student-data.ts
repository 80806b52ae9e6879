import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsWritten } from '../../db/rows-written.js';
import { learningEvents, learningEventsWaiting, lrsOutbox } from '../../db/schema/index.js';

const byOrAbout = (studentId: number) =>
  or(eq(learningEvents.actorId, studentId), eq(learningEvents.studentId, studentId));

/** The learning events a student did or that are about them, for the export of their data. */
export async function exportLearningEventsStudentData(db: Database, studentId: number) {
  const events = await db
    .select({
      statement_id: learningEvents.id,
      kind: learningEvents.kind,
      occurred_at: learningEvents.occurredAt,
      activity: learningEvents.activityId,
      assignment: learningEvents.assignmentId,
      success: learningEvents.success,
      score_raw: learningEvents.scoreRaw,
      score_max: learningEvents.scoreMax,
      duration_ms: learningEvents.durationMs,
      data: learningEvents.data,
    })
    .from(learningEvents)
    .where(byOrAbout(studentId))
    .orderBy(asc(learningEvents.seq));
  return { events };
}

/**
 * Removes the events a student did or that are about them, and with them the statements still
 * waiting for the LRS (whose xAPI actor would name the student) and the events' consumers still
 * to run (whose notifications and XP would go to no one). Answers how many rows went.
 */
export function eraseLearningEventsStudentData(tx: Database, studentId: number): Promise<number> {
  const theirs = sql`${learningEvents.actorId} = ${studentId} or ${learningEvents.studentId} = ${studentId}`;
  return rowsWritten(tx, [
    sql`delete from ${lrsOutbox} where ${lrsOutbox.eventSeq} in (select ${learningEvents.seq} from ${learningEvents} where ${theirs}) returning 1`,
    sql`delete from ${learningEventsWaiting} where ${learningEventsWaiting.eventSeq} in (select ${learningEvents.seq} from ${learningEvents} where ${theirs}) returning 1`,
    sql`delete from ${learningEvents} where ${theirs} returning 1`,
  ]);
}
