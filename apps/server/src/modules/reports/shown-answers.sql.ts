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

/**
 * An answer as the live reports read it: its verdict and marks, whether it is marked and when it
 * was last saved; they show no answer's text.
 */
export interface TimedAnswer
  extends Pick<ShownAnswer, 'detailId' | 'optionIds' | 'isCorrect' | 'marksObtained'> {
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

/** A timed answer as the statements write it. */
export type TimedAnswerTuple = [
  detailId: number,
  optionIds: number[],
  isCorrect: boolean | null,
  marksObtained: number | null,
  marked: boolean,
  at: number,
];

const shownTuples = sql`json_build_array(${answers.activityDetailId}, ${answers.optionIds},
  ${answers.text}, nullif(${answers.blanks}, '[]'::jsonb), ${answers.isCorrect}, ${answers.marksObtained})`;
const timedTuples = sql`json_build_array(${answers.activityDetailId}, ${answers.optionIds},
  ${answers.isCorrect}, ${answers.marksObtained}, ${answers.markedAt} is not null, ${epochMs(answers.answeredAt)})`;

/**
 * The answers of an attempt (its id as SQL) as a JSON list of tuples in no order, `[]` before
 * any: timed (`TimedAnswerTuple`s; `timedAnswersOf` puts them in the order saved) or not
 * (`ShownAnswerTuple`s). Sorting each attempt's answers cost PostgreSQL more than the rest of
 * their list (decision 0052, "Later", 30 November, night).
 */
export const answersOfAttempt = (attemptId: SQLWrapper, timed: boolean) =>
  sql`coalesce((select json_agg(${timed ? timedTuples : shownTuples})
  from ${answers} where ${answers.answerHeaderId} = ${attemptId}), '[]'::json)`;

const NO_BLANKS: readonly string[] = Object.freeze([]);

/** An answer as the statement wrote it, read into an object. */
export function shownAnswerOf([
  detailId,
  optionIds,
  text,
  blanks,
  isCorrect,
  marksObtained,
]: ShownAnswerTuple): ShownAnswer {
  return { detailId, optionIds, text, blanks: blanks ?? NO_BLANKS, isCorrect, marksObtained };
}

/**
 * An attempt's timed answers as the statement wrote them, read into objects in the order saved.
 * Answers saved in the same instant may come in any order: nothing read from them tells them
 * apart (an attempt answers a question once, and such answers are not timed).
 */
export function timedAnswersOf(tuples: readonly TimedAnswerTuple[]): TimedAnswer[] {
  const read: TimedAnswer[] = [];
  for (const [detailId, optionIds, isCorrect, marksObtained, marked, at] of tuples) {
    read.push({ detailId, optionIds, isCorrect, marksObtained, marked, at });
  }
  return read.sort(bySaving);
}

const bySaving = (a: TimedAnswer, b: TimedAnswer) => a.at - b.at;
