import { type SQLWrapper, sql } from 'drizzle-orm';
import { epochMs } from '../../db/epoch-ms.js';
import { answers } from '../../db/schema/index.js';

/** One answer of an attempt a report shows. */
export interface ShownAnswer {
  detailId: number;
  optionIds: number[];
  text: string | null;
  blanks: readonly string[];
  /** A quiz answer against its key; null for hand-marked work. */
  isCorrect: boolean | null;
  marksObtained: number | null;
}

/** An answer with whether it is marked and when it was last saved (the live reports). */
export interface TimedAnswer extends ShownAnswer {
  marked: boolean;
  /** When the student last saved it. */
  at: number;
}

/**
 * An answer as the reports' statements write it: a JSON array rather than an object, which
 * PostgreSQL builds in half the time and the driver parses from less than half the text
 * (decisions 0052 and 0053, "Later").
 */
export type ShownAnswerTuple = [
  detailId: number,
  optionIds: number[],
  text: string | null,
  /** Null for none, so the driver makes no empty list for most answers. */
  blanks: string[] | null,
  isCorrect: boolean | null,
  marksObtained: number | null,
];

/** A timed answer as the statements write it: the answer's tuple, then marked and when saved. */
export type TimedAnswerTuple = [...ShownAnswerTuple, marked: boolean, at: number];

// An answer's `ShownAnswerTuple`, and its `TimedAnswerTuple` in the order the student saved them.
const shownFields = sql`${answers.activityDetailId}, ${answers.optionIds}, ${answers.text},
  nullif(${answers.blanks}, '[]'::jsonb), ${answers.isCorrect}, ${answers.marksObtained}`;
const shownTuples = sql`json_build_array(${shownFields})`;
const timedTuples = sql`json_build_array(${shownFields}, ${answers.markedAt} is not null,
  ${epochMs(answers.answeredAt)}) order by ${answers.answeredAt}, ${answers.id}`;

/**
 * The answers of an attempt (its id as SQL) as a JSON list of tuples, `[]` before any: timed
 * (`TimedAnswerTuple`s in the order the student last saved them), or not (`ShownAnswerTuple`s in
 * no order), which PostgreSQL builds faster.
 */
export const answersOfAttempt = (attemptId: SQLWrapper, timed: boolean) =>
  sql`coalesce((select json_agg(${timed ? timedTuples : shownTuples})
  from ${answers} where ${answers.answerHeaderId} = ${attemptId}), '[]'::json)`;

const NO_BLANKS: readonly string[] = Object.freeze([]);

/** An answer as the statement wrote it, read into an object. */
export function shownAnswerOf([detailId, optionIds, text, blanks, isCorrect, marksObtained]:
  | ShownAnswerTuple
  | TimedAnswerTuple): ShownAnswer {
  return { detailId, optionIds, text, blanks: blanks ?? NO_BLANKS, isCorrect, marksObtained };
}

/** A timed answer as the statement wrote it, read into an object. */
export function timedAnswerOf(tuple: TimedAnswerTuple): TimedAnswer {
  const [detailId, optionIds, text, blanks, isCorrect, marksObtained, marked, at] = tuple;
  return {
    detailId,
    optionIds,
    text,
    blanks: blanks ?? NO_BLANKS,
    isCorrect,
    marksObtained,
    marked,
    at,
  };
}
