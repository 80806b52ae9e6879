import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { answerHeaders, answers } from '../../../db/schema/index.js';
import { inTransaction } from '../../../db/transaction.js';
import type { LearningEventRecorder, NewLearningEvent } from '../../learning-events/index.js';
import {
  createDraftAnswerStatement,
  fromNewAnswer,
  type SavedDraftAnswer,
} from './draft-answer.statement.js';

export type AnswerRow = typeof answers.$inferSelect;

/** Stores an answer, replacing the attempt's earlier answer to its question. */
async function upsertAnswer(
  inserter: Pick<Database, 'insert'>,
  values: typeof answers.$inferInsert,
): Promise<AnswerRow> {
  const [row] = await inserter
    .insert(answers)
    .values(values)
    .onConflictDoUpdate({
      target: [answers.answerHeaderId, answers.activityDetailId],
      set: fromNewAnswer,
    })
    .returning();
  if (!row) throw new Error('answer upsert failed');
  return row;
}

/** Upserts a draft's answer and moves the attempt to its question, in one statement. */
async function upsertDraftAnswer(db: Database, values: typeof answers.$inferInsert) {
  const placed = db
    .$with('placed')
    .as(
      db
        .update(answerHeaders)
        .set({ lastDetailId: values.activityDetailId, updatedAt: values.answeredAt })
        .where(eq(answerHeaders.id, values.answerHeaderId))
        .returning({ id: answerHeaders.id }),
    );
  return upsertAnswer(db.with(placed), values);
}

/** The answers of attempts: students' answers, teachers' marks and the verdicts of scoring. */
export function answerQueries(db: Database, events: LearningEventRecorder) {
  const saveWithEvent = createDraftAnswerStatement(db);
  return {
    answersOf(attemptIds: number[]): Promise<AnswerRow[]> {
      if (attemptIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(answers)
        .where(inArray(answers.answerHeaderId, attemptIds))
        .orderBy(asc(answers.id));
    },

    saveAnswer: (values: typeof answers.$inferInsert) => upsertAnswer(db, values),

    /**
     * A student's answer saved into their draft with its learning event: the answer (replacing
     * an earlier one to the question), the attempt's place and time of change, and the event.
     * When storing the event is all recording it takes (the day's streak already kept, say),
     * all three are one statement; else one transaction, the event recorded as any other.
     */
    async saveDraftAnswer(
      values: typeof answers.$inferInsert,
      event: NewLearningEvent,
    ): Promise<SavedDraftAnswer> {
      if (await events.storesOnly([event])) return saveWithEvent(values, event);
      return inTransaction(db, async (tx) => {
        const row = await upsertDraftAnswer(tx, values);
        await events.record(tx, [event]);
        return row;
      });
    },

    /** Every answer's verdict and marks in one statement. */
    async scoreAnswers(
      scores: { answerId: number; isCorrect: boolean; marksObtained: number }[],
    ): Promise<void> {
      if (scores.length === 0) return;
      const caseOf = (value: (score: (typeof scores)[number]) => SQL) =>
        sql`case ${sql.join(
          scores.map((score) => sql`when ${answers.id} = ${score.answerId} then ${value(score)}`),
          sql` `,
        )} end`;
      await db
        .update(answers)
        .set({
          isCorrect: caseOf((score) => sql`${score.isCorrect}::boolean`),
          marksObtained: caseOf((score) => sql`${score.marksObtained}::smallint`),
        })
        .where(
          inArray(
            answers.id,
            scores.map((score) => score.answerId),
          ),
        );
    },
  };
}
