import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { type LearningEventKind, learningEvents } from '../db/schema/index.js';

/** The learning events about one assignment, in the order they were stored. */
export function eventsOfAssignment(db: Database, assignmentId: number) {
  return db
    .select()
    .from(learningEvents)
    .where(eq(learningEvents.assignmentId, assignmentId))
    .orderBy(asc(learningEvents.seq));
}

/** The learning events about one attempt, in the order they were stored. */
export function eventsOfAttempt(db: Database, attemptId: number) {
  return db
    .select()
    .from(learningEvents)
    .where(eq(learningEvents.attemptId, attemptId))
    .orderBy(asc(learningEvents.seq));
}

/** The learning events a user did, of one kind when given, in the order they were stored. */
export function eventsOfActor(db: Database, actorId: number, kind?: LearningEventKind) {
  return db
    .select()
    .from(learningEvents)
    .where(
      and(eq(learningEvents.actorId, actorId), kind ? eq(learningEvents.kind, kind) : undefined),
    )
    .orderBy(asc(learningEvents.seq));
}
