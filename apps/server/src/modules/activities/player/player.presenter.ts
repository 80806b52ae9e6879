import { type AttemptContent, markingOf, scoreOfAttempt } from '../attempts/attempt.presenter.js';
import type { AnswerRow, AttemptRow } from '../attempts/attempts.repository.js';

/** Each of a student's attempts at one activity, first to latest, with its score. */
export function presentAttemptScores(
  all: AttemptRow[],
  answers: readonly AnswerRow[],
  content: Pick<AttemptContent, 'activity' | 'details'>,
) {
  return all.map((attempt) => {
    const own = answers.filter((a) => a.answerHeaderId === attempt.id);
    return {
      answer_header_id: attempt.id,
      attempt_number: attempt.attemptNumber,
      status: attempt.status,
      submitted_at: attempt.submittedAt?.toISOString() ?? null,
      score: scoreOfAttempt(attempt, markingOf(content, own)),
    };
  });
}

/** A visit's start or end, logged at `now`, with the attempt's time spent so far. */
export function presentLoggedVisit(
  attemptId: number,
  action: 'start' | 'end',
  now: Date,
  timeSpentMs: number,
) {
  return {
    answer_header_id: attemptId,
    action,
    logged_at: now.toISOString(),
    time_spent_ms: timeSpentMs,
  };
}
