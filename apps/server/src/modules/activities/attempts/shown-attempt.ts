import { sql } from 'drizzle-orm';
import { answerHeaders } from '../../../db/schema/index.js';

/** What decides which of a student's attempts at an activity a report shows. */
export interface RankedAttempt {
  status: 'DR' | 'S';
  attemptNumber: number;
}

/** Whether `a` is shown before `b`: a handed-in attempt before a draft, then the later attempt. */
function isShownBefore(a: RankedAttempt, b: RankedAttempt): boolean {
  if (a.status !== b.status) return a.status === 'S';
  return a.attemptNumber > b.attemptNumber;
}

/**
 * The attempt a report shows of one student at one activity: the latest handed in, since a
 * report records what was handed in and a retry in progress must not hide it; else the draft.
 */
export function shownAttempt<T extends RankedAttempt>(attempts: readonly T[]): T | undefined {
  let shown: T | undefined;
  for (const attempt of attempts) {
    if (!shown || isShownBefore(attempt, shown)) shown = attempt;
  }
  return shown;
}

/**
 * The same rule in SQL: the order of one student's attempts at one activity with the shown one
 * first, for `select distinct on (student_id, activity_id) … order by student_id, activity_id,
 * ${shownAttemptFirst}` over `answer_headers`.
 */
export const shownAttemptFirst = sql`(${answerHeaders.status} = 'S') desc, ${answerHeaders.attemptNumber} desc`;
