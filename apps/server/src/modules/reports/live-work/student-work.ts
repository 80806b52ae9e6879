import type { reports } from '@kitlab/contract';
import { type Score, type StuckReason, scoreOf, stuckReason } from '@kitlab/domain';
import type { ClassStudentRow } from '../../classes/index.js';
import type { ShownAttemptRow } from './shown-attempts.sql.js';

/** Where the student is with the work (see the contract's LIVE_WORK_STATUSES). */
export function statusOf(attempt: ShownAttemptRow | undefined): reports.LiveWorkStatus {
  if (!attempt) return 'not_started';
  if (attempt.status === 'S') return 'handed_in';
  return attempt.returns.length > 0 ? 'returned' : 'in_progress';
}

/** The handed-in attempt's score once marked (a quiz on hand-in); null before, or with no marks. */
export function scoreOfShown(attempt: ShownAttemptRow | undefined): Score | null {
  if (attempt?.status !== 'S' || attempt.marksObtained === null || attempt.totalMarks === null) {
    return null;
  }
  return scoreOf(attempt.marksObtained, attempt.totalMarks);
}

/** When the student last moved the draft on: an answer, the latest visit's start, or starting it. */
export function lastProgressAt(attempt: ShownAttemptRow): number {
  const visitStart = attempt.visit?.open ? attempt.visit.at : 0;
  return Math.max(attempt.startedAt, attempt.lastAnswerAt ?? 0, visitStart);
}

/**
 * Why the student is stuck on the work, or null: only a draft can be (work handed in has
 * stopped, not stuck); the rule is the domain's `stuckReason`.
 */
export function stuckOf(attempt: ShownAttemptRow | undefined, now: number): StuckReason | null {
  if (attempt?.status !== 'DR') return null;
  return stuckReason(
    {
      open: attempt.visit?.open ?? false,
      lastProgressAt: lastProgressAt(attempt),
      // The statement answers the latest first; the rule reads them in the order given.
      verdicts: [...attempt.verdicts].reverse(),
    },
    now,
  );
}

/** The student as the reports name them. */
export const reportStudentOf = (s: ClassStudentRow): reports.ReportStudent => ({
  user_token: s.token,
  first_name: s.firstName,
  last_name: s.lastName,
});

/** Attempts by student id, for one activity. */
export function attemptsByStudent(
  attempts: readonly ShownAttemptRow[],
): Map<number, ShownAttemptRow> {
  return new Map(attempts.map((a) => [a.studentId, a]));
}
