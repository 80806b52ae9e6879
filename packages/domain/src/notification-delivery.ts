import { schoolDate } from './assignment-calendar.js';
import { addDays, instantOfLocal, localMinutes, minutesOfDay } from './zoned-time.js';

/** How a user wants one kind of notification; a kind they never chose is `now`. */
export type DeliveryChoice = 'now' | 'digest' | 'off';

/** School-local wall-clock times, HH:MM; the same start and end means no quiet hours. */
export interface QuietHours {
  start: string;
  end: string;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { start: '20:00', end: '07:00' };

export interface DeliveryFacts {
  choice: DeliveryChoice;
  quietHours: QuietHours;
  timeZone: string;
  now: Date;
  /** The organisation feature "Push Notifications": without it nothing is pushed. */
  pushEnabled: boolean;
}

export interface DeliveryDecision {
  /** When the push is due: now, or when quiet hours end; null for no push. */
  pushDueAt: Date | null;
  /** Whether it waits for the user's daily email digest. */
  inDigest: boolean;
}

/** Whether a school-local minute of the day falls in quiet hours (which may span midnight). */
export function isQuietMinute(minute: number, quietHours: QuietHours): boolean {
  const start = minutesOfDay(quietHours.start);
  const end = minutesOfDay(quietHours.end);
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** Whether an instant falls in the user's quiet hours on the school's wall clock. */
export function isQuietAt(now: Date, quietHours: QuietHours, timeZone: string): boolean {
  return isQuietMinute(localMinutes(now, timeZone), quietHours);
}

/** When the quiet hours under way at `now` end; `now` itself when it is not in quiet hours. */
export function quietHoursEndAfter(now: Date, quietHours: QuietHours, timeZone: string): Date {
  const minute = localMinutes(now, timeZone);
  if (!isQuietMinute(minute, quietHours)) return now;
  const end = minutesOfDay(quietHours.end);
  const today = schoolDate(now, timeZone);
  // Before midnight, quiet hours that span it end on the next school day.
  const endDay = minute >= end ? addDays(today, 1) : today;
  return instantOfLocal(endDay, end, timeZone);
}

/**
 * What happens to a new notification beyond the centre, which always lists it: pushed now, held
 * until the quiet hours end, put in the daily digest, or neither.
 */
export function decideDelivery(facts: DeliveryFacts): DeliveryDecision {
  const { choice, quietHours, timeZone, now, pushEnabled } = facts;
  if (choice === 'off') return { pushDueAt: null, inDigest: false };
  if (choice === 'digest') return { pushDueAt: null, inDigest: true };
  if (!pushEnabled) return { pushDueAt: null, inDigest: false };
  return { pushDueAt: quietHoursEndAfter(now, quietHours, timeZone), inDigest: false };
}

/**
 * The school day a user's digest is due for at `now`, or null: one a school day, once their
 * quiet hours are over, and never twice for the same day.
 */
export function digestDayDue(facts: {
  now: Date;
  quietHours: QuietHours;
  timeZone: string;
  lastDigestOn: string | null;
}): string | null {
  const { now, quietHours, timeZone, lastDigestOn } = facts;
  if (isQuietAt(now, quietHours, timeZone)) return null;
  const today = schoolDate(now, timeZone);
  return lastDigestOn !== null && lastDigestOn >= today ? null : today;
}
