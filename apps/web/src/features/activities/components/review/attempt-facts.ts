import type { ResponseSheet } from '../../api/get-response';
import { formatDuration, formatWhen, marksText } from '../../utils/format';

/** One line about an attempt for its teacher: where it is, its score, when and how long. */
export function attemptFacts(attempt: ResponseSheet['attempt']): string {
  const parts = [`Attempt ${attempt.attempt_number}`];
  if (attempt.status === 'DR') parts.push('still working on it');
  else if (attempt.submitted_at) parts.push(`handed in ${formatWhen(attempt.submitted_at)}`);
  if (attempt.score && attempt.score.totalMarks > 0) {
    const { marksObtained, totalMarks, percentage } = attempt.score;
    parts.push(`${marksText(marksObtained, totalMarks)} (${percentage}%)`);
  } else if (attempt.marking_state === 'partly_marked') {
    parts.push('partly marked');
  } else if (attempt.marking_state === 'unmarked') {
    parts.push('not marked yet');
  }
  parts.push(`time spent: ${formatDuration(attempt.time_spent_ms)}`);
  return parts.join(' · ');
}
