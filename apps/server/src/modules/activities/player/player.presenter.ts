import { type AttemptContent, markingOf, scoreOfAttempt } from '../attempts/attempt.presenter.js';
import type { AnswerRow, AttemptRow } from '../attempts/attempts.repository.js';

/**
 * A student's scores at one activity: the latest attempt as they see it, and each attempt, first
 * to latest, with its score.
 */
export function presentActivityScores<L>(
  activityId: number,
  latest: L,
  all: AttemptRow[],
  answers: readonly AnswerRow[],
  content: Pick<AttemptContent, 'activity' | 'details'>,
) {
  const attempts = all.map((attempt) => {
    const own = answers.filter((a) => a.answerHeaderId === attempt.id);
    return {
      answer_header_id: attempt.id,
      attempt_number: attempt.attemptNumber,
      status: attempt.status,
      submitted_at: attempt.submittedAt?.toISOString() ?? null,
      score: scoreOfAttempt(attempt, markingOf(content, own)),
    };
  });
  return { activity_id: activityId, latest, attempts };
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
