/** The companion's rules: pure functions, tested without a database. */

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
  if (totalMarks > 0 && marksObtained >= totalMarks) {
    return `You handed in ${title}: ${marksObtained} of ${totalMarks}. Every mark!`;
  }
  return `You handed in ${title}: ${marksObtained} of ${totalMarks}.`;
}

/** Whole minutes from `since` to `now`, never below zero. */
export function minutesBetween(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
}

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a school-local midnight falls at (the first instant of the day, across DST). */
function localMidnight(date: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}

/** The instants a school-local date (YYYY-MM-DD) starts at and the next one starts at. */
export function schoolDayBounds(date: string, timeZone: string): { from: Date; to: Date } {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return { from: localMidnight(date, timeZone), to: localMidnight(next, timeZone) };
}
