import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { preparedOnce } from '../../../db/prepared.js';
import { answers } from '../../../db/schema/index.js';
import { lockAttempt } from '../attempts/attempt-rows.repository.js';
import type { AnswerRow, AttemptRow } from '../attempts/attempts.repository.js';
import {
  MARK_FIELDS,
  type MarkField,
  type Marking,
  markAttemptWith,
  saveMarksChanging,
} from './mark-statements.js';

type NewAnswer = typeof answers.$inferInsert;

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

/** A teacher's marks in the marking's transaction: a whole batch in one statement per shape. */
export function createMarksRepository(tx: Database) {
  return {
    /**
     * The attempt, locked until the transaction ends: a change computed from its answers after
     * this sees every other change to them that committed first.
     */
    lock: (attemptId: number): Promise<AttemptRow | null> => lockAttempt(tx, attemptId),

    /**
     * Teachers' marks and comments, or quiz marks overridden (with the automatic mark and the
     * reason); an item left unanswered gets an empty answer. Fields left undefined keep what
     * they had: marks changing the same fields share one statement (usually all of them), which
     * answers the attempt's answers as they now are (null when no mark is sent).
     */
    async saveMarks(attemptId: number, marks: readonly NewAnswer[]): Promise<AnswerRow[] | null> {
      const shapes = new Map<string, NewAnswer[]>();
      for (const mark of marks) {
        const shape = changedFields(mark).join(',');
        shapes.set(shape, [...(shapes.get(shape) ?? []), mark]);
      }
      let saved: AnswerRow[] | null = null;
      for (const [shape, rows] of shapes) {
        const fields = shape === '' ? [] : (shape.split(',') as MarkField[]);
        saved = await saveMarksChanging(tx, attemptId, fields, rows);
      }
      return saved;
    },

    /** The attempt's answers as they are now in the transaction, in the order they were made. */
    answersOf(attemptId: number): Promise<AnswerRow[]> {
      return storedAnswers(tx).execute({ attemptId });
    },

    /** Sets the attempt's marking and answers it as it now is. */
    async markAttempt(attemptId: number, values: Marking): Promise<AttemptRow> {
      const row = await markAttemptWith(tx, attemptId, values);
      if (!row) throw new Error('the marked attempt could not be read');
      return row;
    },
  };
}

export type MarksRepository = ReturnType<typeof createMarksRepository>;
