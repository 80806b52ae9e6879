import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { preparedOnce } from '../../../db/prepared.js';
import { answerHeaders, answers } from '../../../db/schema/index.js';
import type { AnswerRow, AttemptRow, NewAttempt } from '../attempts/attempts.repository.js';

type NewAnswer = typeof answers.$inferInsert;

/** What a mark may change on an answer already there; a field left undefined keeps its value. */
const MARK_FIELDS = [
  'marksObtained',
  'automaticMarks',
  'overrideReason',
  'comment',
  'markedById',
  'markedAt',
] as const satisfies readonly (keyof NewAnswer)[];

/** The value the insert brought for a field, where the answer was there already. */
const excluded = (field: (typeof MARK_FIELDS)[number]) =>
  sql.raw(`excluded.${answers[field].name}`);

const changedFields = (mark: NewAnswer) => MARK_FIELDS.filter((field) => mark[field] !== undefined);

/** An attempt's answers in the order they were made, built once and prepared. */
const storedAnswers = preparedOnce((db) =>
  db
    .select()
    .from(answers)
    .where(eq(answers.answerHeaderId, sql.placeholder('attemptId')))
    .orderBy(asc(answers.id))
    .prepare('review_stored_answers'),
);

/** The attempt, locked until the transaction ends (`for update`), built once and prepared. */
const lockedAttempt = preparedOnce((db) =>
  db
    .select()
    .from(answerHeaders)
    .where(eq(answerHeaders.id, sql.placeholder('attemptId')))
    .for('update')
    .prepare('review_lock_attempt'),
);

/** A teacher's marks in the marking's transaction: a whole batch in one statement per shape. */
export function createMarksRepository(tx: Database) {
  return {
    /**
     * The attempt, locked until the transaction ends: a change computed from its answers after
     * this sees every other change to them that committed first.
     */
    async lock(attemptId: number): Promise<AttemptRow | null> {
      const [row] = await lockedAttempt(tx).execute({ attemptId });
      return row ?? null;
    },

    /**
     * Teachers' marks and comments, or quiz marks overridden (with the automatic mark and the
     * reason); an item left unanswered gets an empty answer. Fields left undefined keep what
     * they had: marks changing the same fields share one statement (usually all of them).
     */
    async saveMarks(marks: readonly NewAnswer[]): Promise<void> {
      const shapes = new Map<string, NewAnswer[]>();
      for (const mark of marks) {
        const shape = changedFields(mark).join(',');
        shapes.set(shape, [...(shapes.get(shape) ?? []), mark]);
      }
      for (const [shape, rows] of shapes) {
        const fields = shape === '' ? [] : (shape.split(',') as (typeof MARK_FIELDS)[number][]);
        const insert = tx.insert(answers).values(rows);
        await (fields.length === 0
          ? insert.onConflictDoNothing({
              target: [answers.answerHeaderId, answers.activityDetailId],
            })
          : insert.onConflictDoUpdate({
              target: [answers.answerHeaderId, answers.activityDetailId],
              set: Object.fromEntries(fields.map((field) => [field, excluded(field)])),
            }));
      }
    },

    /** The attempt's answers as they are now in the transaction, in the order they were made. */
    answersOf(attemptId: number): Promise<AnswerRow[]> {
      return storedAnswers(tx).execute({ attemptId });
    },

    /** Sets the attempt's marking and answers it as it now is. */
    async markAttempt(attemptId: number, values: Partial<NewAttempt>): Promise<AttemptRow> {
      const [row] = await tx
        .update(answerHeaders)
        .set(values)
        .where(eq(answerHeaders.id, attemptId))
        .returning();
      if (!row) throw new Error('the marked attempt could not be read');
      return row;
    },
  };
}

export type MarksRepository = ReturnType<typeof createMarksRepository>;
