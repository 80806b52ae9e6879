import type { activities } from '@kitlab/contract';
import {
  countOf,
  DISCRIMINATION_MIN_STUDENTS,
  type DiscriminationReading,
  numberText,
  STUCK_IDLE_MS,
  STUCK_WRONG_IN_A_ROW,
  type StuckReason,
} from '@kitlab/domain';
import type { LiveWorkStatus, QuestionVerdict } from '../api/live-report-types';

/** Every sentence and label of the live reports that depends on a figure. */

const READING_WORDS: Record<DiscriminationReading, string> = {
  'too-few': `Shown once ${DISCRIMINATION_MIN_STUDENTS} students have handed in.`,
  'no-spread': 'Everyone scored alike, so this question cannot tell stronger and weaker apart.',
  misleading: 'Students who did well overall often got this wrong: check the question.',
  weak: 'Stronger and weaker students did about as well on this: it tells them apart little.',
  fair: 'Stronger students did somewhat better on this than weaker ones.',
  good: 'Stronger students did clearly better on this than weaker ones: it tells them apart well.',
};

/** What a question's discrimination means, in plain words. */
export const readingWords = (reading: DiscriminationReading): string => READING_WORDS[reading];

const READING_LABELS: Record<DiscriminationReading, string> = {
  'too-few': 'Not yet',
  'no-spread': 'No spread',
  misleading: 'Check the question',
  weak: 'Weak',
  fair: 'Fair',
  good: 'Good',
};

/** The short label of a reading, beside its index: "Good (0.45)". */
export function readingLabel(reading: DiscriminationReading, index: number | null): string {
  const label = READING_LABELS[reading];
  return index === null ? label : `${label} (${index.toFixed(2)})`;
}

/** Why a student counts as stuck: "3 wrong in a row", "No progress for 10 minutes". */
export function stuckWords(reason: StuckReason): string {
  if (reason === 'wrong-in-a-row') return `${STUCK_WRONG_IN_A_ROW} wrong in a row`;
  return `No progress for ${countOf(STUCK_IDLE_MS / 60_000, 'minute')}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RELATIVE = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });

/** How long ago something happened, from `now` (both epoch ms): "12 minutes ago", "just now". */
export function agoWords(then: number, now: number): string {
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return RELATIVE.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return RELATIVE.format(-Math.floor(elapsed / HOUR), 'hour');
  return RELATIVE.format(-Math.floor(elapsed / DAY), 'day');
}

/** "4 of 10 students": every figure says what it is out of. */
export const outOfWords = (count: number, outOf: number): string =>
  `${numberText(count)} of ${countOf(outOf, 'student')}`;

/** A share as written beside its bar: "40%", or "–" when there is nobody to count. */
export const shareWords = (share: number | null): string =>
  share === null ? '–' : `${numberText(share)}%`;

/** "40% right: 4 of 10 students". */
export function shareRightWords(share: number | null, right: number, outOf: number): string {
  if (share === null) return 'No students to count yet';
  return `${shareWords(share)} right: ${outOfWords(right, outOf)}`;
}

/** A median time on a question: "45 s", "2 min 5 s", or "No answers yet". */
export function secondsWords(seconds: number | null): string {
  if (seconds === null) return 'No answers yet';
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** An average score with what it is out of: "72% average of 8 marked", or "No marks yet". */
export function averageWords(average: number | null, marked: number): string {
  if (average === null || marked === 0) return 'No marks yet';
  return `${shareWords(average)} average of ${numberText(marked)} marked`;
}

const STATUS_WORDS: Record<LiveWorkStatus, string> = {
  not_started: 'Not started',
  in_progress: 'Working on it',
  handed_in: 'Handed in',
  returned: 'Returned for redo',
};

/** Where a student is with the work. */
export const statusWords = (status: LiveWorkStatus): string => STATUS_WORDS[status];

const VERDICT_WORDS: Record<QuestionVerdict, { mark: string; words: string }> = {
  right: { mark: '✓', words: 'Right' },
  wrong: { mark: '✗', words: 'Wrong' },
  not_answered: { mark: '–', words: 'Not yet' },
};

/** A cell of the students-by-questions grid: a mark to see and words to read. */
export const verdictWords = (verdict: QuestionVerdict) => VERDICT_WORDS[verdict];

/** A student's score: "8/10 (80%)", or "–" before it is marked. */
export function scoreWords(score: activities.Score | null): string {
  if (!score) return '–';
  const marks = `${score.marksObtained}/${score.totalMarks}`;
  return score.percentage === null ? marks : `${marks} (${shareWords(score.percentage)})`;
}

/** A wrong option as a teacher reads it: its text, else its picture's description. */
export function optionWords(option: { option: string | null; file_alt: string | null }): string {
  return option.option?.trim() || option.file_alt?.trim() || 'An option without text';
}
