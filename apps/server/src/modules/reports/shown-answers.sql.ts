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

/**
 * An attempt's timed answers as the statements write them: one list per field, the answers at the
 * same place in each, in no order; null before any answer. PostgreSQL builds six lists faster than
 * an array per answer, and the driver parses them into fewer objects.
 */
export type TimedAnswerColumns = [
  detailIds: number[],
  optionIds: number[][],
  isCorrect: (boolean | null)[],
  marksObtained: (number | null)[],
  marked: boolean[],
  at: number[],
];

const shownTuples = sql`json_build_array(${answers.activityDetailId}, ${answers.optionIds},
  ${answers.text}, nullif(${answers.blanks}, '[]'::jsonb), ${answers.isCorrect}, ${answers.marksObtained})`;

/** The answers of an attempt (its id as SQL) as a JSON list of tuples in no order, `[]` before any. */
export const answersOfAttempt = (attemptId: SQLWrapper) =>
  sql`coalesce((select json_agg(${shownTuples})
  from ${answers} where ${answers.answerHeaderId} = ${attemptId}), '[]'::json)`;

/**
 * The timed answers of an attempt (its id as SQL) as `TimedAnswerColumns`; `timedAnswersOf` reads
 * them in the order saved. Sorting them in PostgreSQL cost it more than the rest of their lists
 * (decision 0052, "Later", 30 November, night).
 */
export const timedAnswersOfAttempt = (attemptId: SQLWrapper) =>
  sql`(select json_build_array(json_agg(${answers.activityDetailId}), json_agg(${answers.optionIds}),
    json_agg(${answers.isCorrect}), json_agg(${answers.marksObtained}),
    json_agg(${answers.markedAt} is not null), json_agg(${epochMs(answers.answeredAt)}))
  from ${answers} where ${answers.answerHeaderId} = ${attemptId} having count(*) > 0)`;

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
export function timedAnswersOf(columns: TimedAnswerColumns | null): TimedAnswer[] {
  if (columns === null) return [];
  const [detailIds, optionIds, isCorrect, marksObtained, marked, at] = columns;
  const read: TimedAnswer[] = [];
  for (const [i, detailId] of detailIds.entries()) {
    read.push({
      detailId,
      optionIds: optionIds[i] ?? [],
      isCorrect: isCorrect[i] ?? null,
      marksObtained: marksObtained[i] ?? null,
      marked: marked[i] ?? false,
      at: at[i] ?? 0,
    });
  }
  return read.sort(bySaving);
}

const bySaving = (a: TimedAnswer, b: TimedAnswer) => a.at - b.at;
