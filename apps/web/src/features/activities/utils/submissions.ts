import type { activities } from '@kitlab/contract';
import type { z } from 'zod/mini';

type Submission = z.infer<typeof activities.studentSubmission>;

/** What a row says of a student's work, in the teacher's words. */
export function submissionStatus(
  row: Pick<Submission, 'status' | 'progress' | 'marking_state'>,
): string {
  if (row.status === 'DR') return 'Working on it';
  if (row.status === 'S') {
    if (row.marking_state === 'unmarked') return 'To mark';
    if (row.marking_state === 'partly_marked') return 'Partly marked';
    return row.marking_state === 'marked' ? 'Marked' : 'Handed in';
  }
  return row.progress === 'N' ? 'Not done' : 'Not started';
}

export interface SubmissionStats {
  students: number;
  handedIn: number;
  working: number;
  notStarted: number;
  toMark: number;
  /** Mean percentage of the handed-in work that has a score; null when none has. */
  average: number | null;
}

export function submissionStats(rows: readonly Submission[]): SubmissionStats {
  const percentages = rows.flatMap((row) =>
    row.status === 'S' && row.score?.percentage != null ? [row.score.percentage] : [],
  );
  const mean = percentages.reduce((sum, value) => sum + value, 0) / (percentages.length || 1);
  return {
    students: rows.length,
    handedIn: rows.filter((row) => row.status === 'S').length,
    working: rows.filter((row) => row.status === 'DR').length,
    notStarted: rows.filter((row) => row.status === null).length,
    toMark: rows.filter(
      (row) => row.status === 'S' && row.marking_state !== null && row.marking_state !== 'marked',
    ).length,
    average: percentages.length > 0 ? Math.round(mean * 10) / 10 : null,
  };
}

export const SCORE_BANDS = ['0–19%', '20–39%', '40–59%', '60–79%', '80–100%'] as const;

/** How many handed-in scores fall in each fifth of the range, for a small chart. */
export function scoreBands(rows: readonly Submission[]): { band: string; students: number }[] {
  const counts = SCORE_BANDS.map(() => 0);
  for (const row of rows) {
    const percentage = row.status === 'S' ? row.score?.percentage : null;
    if (percentage === null || percentage === undefined) continue;
    const index = Math.min(SCORE_BANDS.length - 1, Math.floor(percentage / 20));
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return SCORE_BANDS.map((band, index) => ({ band, students: counts[index] ?? 0 }));
}
