import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { preparedOnce, preparedSql } from '../../../db/prepared.js';
import { answerHeaders, learningEvents } from '../../../db/schema/index.js';
import { inTransaction } from '../../../db/transaction.js';
import {
  type LearningEventRecorder,
  type NewLearningEvent,
  type RecordedLearningEvent,
  storedEvents,
} from '../../learning-events/index.js';
import { fileQueries } from './answer-files.repository.js';
import { answerQueries } from './answers.repository.js';
import { attemptRowQueries } from './attempt-rows.repository.js';

export type { UploadedFileRow } from '../../uploads/index.js';
export type { AnswerRow } from './answers.repository.js';
export type { AttemptRow, NewAttempt } from './attempt-rows.repository.js';

const visitsStatement = preparedOnce((db) =>
  db
    .select({ kind: learningEvents.kind, at: learningEvents.occurredAt })
    .from(learningEvents)
    .where(
      and(
        eq(learningEvents.attemptId, sql.placeholder('attemptId')),
        inArray(learningEvents.kind, ['assessment_start', 'assessment_stop']),
      ),
    )
    .prepare('attempt_visits'),
);

/** A visit's time spent on its attempt and its event, in one statement. */
const visitLogged = preparedSql(
  'attempt_visit_logged',
  () => sql`with recorded as (${storedEvents.insert})
    update ${answerHeaders} set ${sql.identifier(answerHeaders.timeSpentMs.name)} = ${sql.placeholder('timeSpentMs')},
      ${sql.identifier(answerHeaders.updatedAt.name)} = ${sql.placeholder('updatedAt')}
    where ${answerHeaders.id} = ${sql.placeholder('attemptId')}`,
);

/** Attempts, their answers, files, worksheet pages and events: every write of the player. */
export function createAttemptsRepository(
  db: Database,
  events: LearningEventRecorder,
): AttemptsRepository {
  return {
    ...attemptQueries(db, events),
    inTransaction: (work) =>
      inTransaction(db, (tx) => work(createAttemptsRepository(tx, events), tx)),
  };
}

export interface AttemptTransactions {
  /**
   * Runs `work` in one transaction: all of its writes and events happen, or none. `tx` is for
   * the other repositories that write in it.
   */
  inTransaction<T>(work: (repo: AttemptsRepository, tx: Database) => Promise<T>): Promise<T>;
}

/** Every query of the repository: the attempt rows', the answers', the files' and the events'. */
function attemptQueries(db: Database, events: LearningEventRecorder) {
  return {
    ...attemptRowQueries(db),
    ...answerQueries(db, events),
    ...fileQueries(db),

    recordEvents(...values: NewLearningEvent[]): Promise<void> {
      return events.record(db, values);
    },

    /**
     * The rest of recording events a write's own statement stored waiting (`storedEvents.waitFrom`),
     * once its transaction has committed: see the recorder's `consumeWaiting`.
     */
    consumeWaitingEvents(stored: readonly RecordedLearningEvent[]): Promise<void> {
      return events.consumeWaiting(db, stored);
    },

    /**
     * A visit's start or end logged: the attempt's time spent and its event. When storing the
     * event is all recording it takes, one statement writes both; else one transaction.
     */
    async logVisit(
      attemptId: number,
      values: { timeSpentMs: number; updatedAt: Date },
      event: NewLearningEvent,
    ): Promise<void> {
      if (await events.storesOnly([event])) {
        await visitLogged(db, { ...values, attemptId, events: storedEvents.jsonOf([event]) });
        return;
      }
      await inTransaction(db, async (tx) => {
        await tx.update(answerHeaders).set(values).where(eq(answerHeaders.id, attemptId));
        await events.record(tx, [event]);
      });
    },

    /** The attempt's log_activity starts and ends, for its time spent. Prepared once. */
    async visitsOf(attemptId: number) {
      const rows = await visitsStatement(db).execute({ attemptId });
      return rows.map((r) => ({
        action: r.kind === 'assessment_start' ? ('start' as const) : ('end' as const),
        at: r.at,
      }));
    },
  };
}

export type AttemptsRepository = ReturnType<typeof attemptQueries> & AttemptTransactions;
