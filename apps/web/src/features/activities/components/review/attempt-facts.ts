import type { ResponseSheet } from '../../api/get-response';
import { formatDuration, formatWhen, scoreText } from '../../utils/format';

/** One line about an attempt for its teacher: where it is, its score, when and how long. */
export function attemptFacts(attempt: ResponseSheet['attempt']): string {
  const parts = [`Attempt ${attempt.attempt_number}`];
  if (attempt.status === 'DR') parts.push('still working on it');
  else if (attempt.submitted_at) parts.push(`handed in ${formatWhen(attempt.submitted_at)}`);
  const score = attempt.score && scoreText(attempt.score);
  if (score) {
    parts.push(score);
  } else if (attempt.marking_state === 'partly_marked') {
    parts.push('partly marked');
  } else if (attempt.marking_state === 'unmarked') {
    parts.push('not marked yet');
  }
  parts.push(`time spent: ${formatDuration(attempt.time_spent_ms)}`);
  return parts.join(' · ');
}
