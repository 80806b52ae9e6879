import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { preparedSql } from '../db/prepared.js';
import { type LearningEventKind, learningEvents } from '../db/schema/index.js';
import { type NewLearningEvent, storedEvents } from '../modules/learning-events/index.js';

/** The learning events that match, in the order they were stored. */
function eventsWhere(db: Database, where: SQL | undefined) {
  return db.select().from(learningEvents).where(where).orderBy(asc(learningEvents.seq));
}

/** The learning events about one assignment. */
export const eventsOfAssignment = (db: Database, assignmentId: number) =>
  eventsWhere(db, eq(learningEvents.assignmentId, assignmentId));

/** The learning events about one attempt. */
export const eventsOfAttempt = (db: Database, attemptId: number) =>
  eventsWhere(db, eq(learningEvents.attemptId, attemptId));

/** The learning events a user did, of one kind when given. */
export const eventsOfActor = (db: Database, actorId: number, kind?: LearningEventKind) =>
  eventsWhere(
    db,
    and(eq(learningEvents.actorId, actorId), kind ? eq(learningEvents.kind, kind) : undefined),
  );

/** A school with a teacher and a student of theirs, as the test worlds have them. */
interface SchoolPeople {
  school: { id: number };
  teacher: { id: number };
  student: { id: number };
}

/**
 * The world's teacher's events about its student in classes, each `[kind, classId]`, written
 * directly in the order given (on a transaction too), as a fact's transaction writes them; their
 * seqs.
 */
export async function writeClassEvents(
  db: Database,
  world: SchoolPeople,
  occurredAt: Date,
  events: readonly (readonly [kind: LearningEventKind, classId: number])[],
): Promise<number[]> {
  const rows = await db
    .insert(learningEvents)
    .values(
      events.map(([kind, classId]) => ({
        kind,
        organisationId: world.school.id,
        actorId: world.teacher.id,
        actorType: 'T' as const,
        studentId: world.student.id,
        classId,
        occurredAt,
      })),
    )
    .returning({ seq: learningEvents.seq });
  return rows.map((row) => row.seq);
}

/** A fact's statement that stores its events waiting for their consumers, and answers them. */
const storeWaiting = preparedSql<{ events: Record<string, unknown>[] }>(
  'test_store_events_waiting',
  () => sql`with recorded as (${storedEvents.insert}),
    waiting as (${storedEvents.waitFrom('recorded')})
    select ${storedEvents.list('recorded')} as events`,
);

/** Events stored waiting, as a fact's statement stores them. */
export async function storedWaiting(db: Database, values: readonly NewLearningEvent[]) {
  const [row] = await storeWaiting(db, { events: storedEvents.jsonOf(values) });
  return storedEvents.rowsOf(row?.events ?? []);
}
