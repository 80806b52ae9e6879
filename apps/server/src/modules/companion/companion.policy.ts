/** The companion's rules: pure functions, tested without a database. */
import { addDays, instantOfLocal } from '@kitlab/domain';

/** Fewer hand-ins than this say too little to call a time "usual". */
export const USUAL_TIME_MIN_SAMPLES = 3;

/** The usual minutes of an activity from its median; null while too few students finished it. */
export function usualMinutes(
  norm: { medianSeconds: number | null; sampleCount: number | null } | null,
): number | null {
  if (!norm || norm.medianSeconds === null || norm.sampleCount === null) return null;
  if (norm.sampleCount < USUAL_TIME_MIN_SAMPLES) return null;
  return Math.max(1, Math.round(norm.medianSeconds / 60));
}

/** What a teacher opens the class view with: their teaching (class x subject). */
export interface Teaching {
  teacherId: number;
  organisationId: number;
}

/**
 * A teacher sees the companion's view of their own teaching in their own school. Anyone else's
 * is treated as absent (404), so teaching ids cannot be probed.
 */
export function canViewTeaching(user: { id: number; organisationId: number }, teaching: Teaching) {
  return teaching.teacherId === user.id && teaching.organisationId === user.organisationId;
}

/** The short, factual message after a hand-in: the score once there is one. */
export function handInMessage(handIn: {
  title: string;
  marksObtained: number | null;
  totalMarks: number | null;
}): string {
  const { title, marksObtained, totalMarks } = handIn;
  if (marksObtained === null || totalMarks === null) {
    return `You handed in ${title}: your teacher will mark it.`;
  }
  // Work that carries no marks (a quest of ticked steps) has no score to give: "0 of 0" is none.
  if (totalMarks === 0) return `You handed in ${title}: your teacher has checked it.`;
  if (totalMarks > 0 && marksObtained >= totalMarks) {
    return `You handed in ${title}: ${marksObtained} of ${totalMarks}. Every mark!`;
  }
  return `You handed in ${title}: ${marksObtained} of ${totalMarks}.`;
}

/** Whole minutes from `since` to `now`, never below zero. */
export function minutesBetween(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
}

/** The instants a school-local date (YYYY-MM-DD) starts at and the next one starts at. */
export function schoolDayBounds(date: string, timeZone: string): { from: Date; to: Date } {
  return {
    from: instantOfLocal(date, 0, timeZone),
    to: instantOfLocal(addDays(date, 1), 0, timeZone),
  };
}
