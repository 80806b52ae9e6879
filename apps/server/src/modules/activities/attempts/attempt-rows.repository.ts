import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { preparedOnce } from '../../../db/prepared.js';
import { answerHeaders, returnedWork } from '../../../db/schema/index.js';

export type AttemptRow = typeof answerHeaders.$inferSelect;
export type NewAttempt = typeof answerHeaders.$inferInsert;

// Prepared once, run on the app's database or a transaction of it (a progress check reads a
// whole kit's latest attempts with it).
const latestAtEachStatement = preparedOnce((db) =>
  db
    .selectDistinctOn([answerHeaders.activityId])
    .from(answerHeaders)
    .where(
      and(
        eq(answerHeaders.studentId, sql.placeholder('studentId')),
        sql`${answerHeaders.activityId} = any(${sql.placeholder('activityIds')}::int[])`,
      ),
    )
    .orderBy(answerHeaders.activityId, desc(answerHeaders.attemptNumber))
    .prepare('attempts_latest_at_each'),
);

const lockedAttemptStatement = preparedOnce((db) =>
  db
    .select()
    .from(answerHeaders)
    .where(eq(answerHeaders.id, sql.placeholder('attemptId')))
    .for('update')
    .prepare('attempt_lock'),
);

/**
 * The attempt, locked until the transaction ends (`for update`): a change computed from its
 * answers after this sees every other change to them that committed first. Prepared once.
 */
export async function lockAttempt(db: Database, attemptId: number): Promise<AttemptRow | null> {
  const [row] = await lockedAttemptStatement(db).execute({ attemptId });
  return row ?? null;
}

/** An attempt's own row: finding and locking it, starting a draft, handing it in and back. */
export function attemptRowQueries(db: Database) {
  return {
    async find(attemptId: number): Promise<AttemptRow | null> {
      const [row] = await db.select().from(answerHeaders).where(eq(answerHeaders.id, attemptId));
      return row ?? null;
    },

    /** The attempt, locked until the transaction ends (see `lockAttempt`). */
    lock: (attemptId: number) => lockAttempt(db, attemptId),

    /** Every attempt of a student at an activity, first to latest. */
    allOf(studentId: number, activityId: number): Promise<AttemptRow[]> {
      return db
        .select()
        .from(answerHeaders)
        .where(
          and(eq(answerHeaders.studentId, studentId), eq(answerHeaders.activityId, activityId)),
        )
        .orderBy(asc(answerHeaders.attemptNumber));
    },

    async latest(studentId: number, activityId: number): Promise<AttemptRow | null> {
      const [row] = await db
        .select()
        .from(answerHeaders)
        .where(
          and(eq(answerHeaders.studentId, studentId), eq(answerHeaders.activityId, activityId)),
        )
        .orderBy(desc(answerHeaders.attemptNumber))
        .limit(1);
      return row ?? null;
    },

    /** The student's latest attempt at each of these activities they have started. */
    latestAtEach(studentId: number, activityIds: number[]): Promise<AttemptRow[]> {
      if (activityIds.length === 0) return Promise.resolve([]);
      return latestAtEachStatement(db).execute({ studentId, activityIds });
    },

    /** A new draft, or null when the student already has one (another tab got there first). */
    async createDraft(values: NewAttempt): Promise<AttemptRow | null> {
      const [row] = await db.insert(answerHeaders).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async updateAttempt(attemptId: number, values: Partial<NewAttempt>): Promise<void> {
      await db.update(answerHeaders).set(values).where(eq(answerHeaders.id, attemptId));
    },

    /** Submits a draft once; null when it was no longer a draft (a second submission). */
    async submit(attemptId: number, values: Partial<NewAttempt>): Promise<AttemptRow | null> {
      const [row] = await db
        .update(answerHeaders)
        .set({ ...values, status: 'S' })
        .where(and(eq(answerHeaders.id, attemptId), eq(answerHeaders.status, 'DR')))
        .returning();
      return row ?? null;
    },

    /** The work the teacher returned is handed in again with the attempt. */
    async handInReturns(attemptId: number, at: Date): Promise<void> {
      await db
        .update(returnedWork)
        .set({ handedInAgainAt: at })
        .where(
          and(eq(returnedWork.answerHeaderId, attemptId), isNull(returnedWork.handedInAgainAt)),
        );
    },
  };
}
