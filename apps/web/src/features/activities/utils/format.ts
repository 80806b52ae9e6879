import type { activities } from '@kitlab/contract';
import { countOf } from '@kitlab/domain';

const MINUTE_MS = 60_000;

/** "less than a minute", "12 minutes", "1 hour 5 minutes". */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / MINUTE_MS);
  if (minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const minuteText = countOf(rest, 'minute');
  if (hours === 0) return minuteText;
  const hourText = countOf(hours, 'hour');
  return rest === 0 ? hourText : `${hourText} ${minuteText}`;
}

/** "7 of 10 marks", "1 of 1 mark". */
export function marksText(obtained: number, total: number): string {
  return `${obtained} of ${countOf(total, 'mark')}`;
}

/** "7 of 10 marks (70%)"; null for work that carries no marks, which is only checked. */
export function scoreText(score: activities.Score): string | null {
  if (score.totalMarks === 0) return null;
  const marks = marksText(score.marksObtained, score.totalMarks);
  return score.percentage === null ? marks : `${marks} (${score.percentage}%)`;
}

export { formatWhen } from '../../../lib/format-when';
