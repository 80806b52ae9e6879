import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { type LearningEventKind, learningEvents } from '../db/schema/index.js';

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
