import type { rewards as contract } from '@kitlab/contract';
import { markedWorkXp } from '@kitlab/domain';

/** An XP row of a student's work at an activity, or a streak day an attempt's work made. */
export interface WorkXpRow {
  source: contract.XpSource;
  points: number;
  attemptId: number | null;
  /** The hand-in's or marking's learning event; null for a streak day. */
  eventSeq: number | null;
  earnedAt: Date;
}

/** The teacher's latest return of the attempt: the redo's work comes after it. */
export interface LastReturn {
  seq: number;
  at: Date;
}

/** Whether a row came from the attempt's latest hand-in: its own work since the last return. */
function isOfLatestHandIn(row: WorkXpRow, attemptId: number, lastReturn: LastReturn | null) {
  if (row.attemptId !== attemptId) return false;
  if (!lastReturn) return true;
  // A streak day has no event of its own: it counts when its day began after the return.
  return row.eventSeq === null ? row.earnedAt > lastReturn.at : row.eventSeq > lastReturn.seq;
}

/**
 * What the attempt's latest hand-in added, apart from what the same work earned before (an
 * earlier hand-in of returned work, or an earlier attempt), and whether its marks were counted.
 */
export function splitHandInXp(
  rows: readonly WorkXpRow[],
  attemptId: number,
  lastReturn: LastReturn | null,
) {
  const added = rows.filter((row) => isOfLatestHandIn(row, attemptId, lastReturn));
  const earlier = rows.filter((row) => !added.includes(row));
  return {
    added,
    earlierPoints: earlier.reduce((sum, row) => sum + row.points, 0),
    marksCounted: rows.some((row) => row.source === 'marked_work'),
  };
}

/**
 * Whether a teacher's marks can still earn XP for this work: a quest or worksheet whose items
 * carry marks (a quest of steps worth 0 only is confirmed, not scored) and whose marks have not
 * earned their XP yet. Whether it waits for marks is the activities module's rule.
 */
export function marksMayEarnXp(work: {
  activityType: string;
  totalMarks: number | null;
  marksCounted: boolean;
}): boolean {
  if (work.activityType === 'quiz' || work.marksCounted) return false;
  const total = work.totalMarks ?? 0;
  return markedWorkXp(total, total) > 0;
}
