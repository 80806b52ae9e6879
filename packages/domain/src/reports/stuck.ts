/** A student with the activity open and no progress for this long is stuck (issue: 10 minutes). */
export const STUCK_IDLE_MS = 10 * 60 * 1000;

/** A student whose latest answers are this many wrong in a row is stuck. */
export const STUCK_WRONG_IN_A_ROW = 3;

export type StuckReason = 'idle' | 'wrong-in-a-row';

export interface WorkInProgress {
  /** Whether the student has the activity open now (a visit started and not ended). */
  open: boolean;
  /** The last answer saved, or the visit's start when nothing is saved yet (epoch ms). */
  lastProgressAt: number;
  /** Whether each answer was right, in the order the student answered (latest last). */
  verdicts: readonly boolean[];
}

/**
 * Why a student counts as stuck on a piece of work, or null. Three wrong answers in a row count
 * whether or not the activity is still open; standing still counts only while it is open (a
 * student who closed it has stopped, not stuck).
 */
export function stuckReason(work: WorkInProgress, now: number): StuckReason | null {
  const latest = work.verdicts.slice(-STUCK_WRONG_IN_A_ROW);
  if (latest.length === STUCK_WRONG_IN_A_ROW && latest.every((right) => !right)) {
    return 'wrong-in-a-row';
  }
  if (work.open && now - work.lastProgressAt >= STUCK_IDLE_MS) return 'idle';
  return null;
}
