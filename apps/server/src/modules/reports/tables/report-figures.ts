import { activityProgress, meanPercentage, scorePercentage } from '@kitlab/domain';

/** What the figures read of an attempt. */
export interface AttemptFigures {
  status: 'DR' | 'S';
  marksObtained: number | null;
  totalMarks: number | null;
}

/** A handed-in attempt with a score: a quiz once handed in, marked work once fully marked. */
export const isScoredHandIn = (attempt: AttemptFigures | undefined): boolean =>
  attempt?.status === 'S' &&
  attempt.marksObtained !== null &&
  attempt.totalMarks !== null &&
  attempt.totalMarks > 0;

/**
 * The mean percentage of the scored hand-ins among these attempts (decision 0008: attempts
 * without marks are left out), and how many it is the mean of.
 */
export function averageScoreOf(attempts: readonly (AttemptFigures | undefined)[]) {
  const percentages = attempts.flatMap((a) =>
    a && isScoredHandIn(a) ? (scorePercentage(a.marksObtained ?? 0, a.totalMarks ?? 0) ?? []) : [],
  );
  return { percentage: meanPercentage(percentages), out_of: percentages.length };
}

export type ActivityCode = 'NS' | 'N' | 'I' | 'A' | 'C';
export type ProgressTally = Record<ActivityCode, number> & { out_of: number };

export const emptyTally = (): ProgressTally => ({ NS: 0, N: 0, I: 0, A: 0, C: 0, out_of: 0 });

/** The activity's progress code for a student (decision 0008): marked work without marks is A. */
export function progressCodeOf(attempt: AttemptFigures | undefined, closed: boolean): ActivityCode {
  const code = activityProgress({
    attempt: attempt?.status ?? null,
    markingState: attempt?.marksObtained === null ? 'unmarked' : null,
    closed,
  });
  return code as ActivityCode;
}

/** Adds one student-and-activity pair to a tally. */
export function count(tally: ProgressTally, code: ActivityCode): void {
  tally[code] += 1;
  tally.out_of += 1;
}

/** Adds a tally into another. */
export function addTally(into: ProgressTally, from: ProgressTally): void {
  for (const code of ['NS', 'N', 'I', 'A', 'C'] as const) into[code] += from[code];
  into.out_of += from.out_of;
}
