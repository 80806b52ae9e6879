import { schoolDate } from './assignment-calendar.js';

/**
 * Whether one more push may reach a user now: a capped user (a student) gets at most `limit`
 * pushes in one school day, the calendar date the school's wall clock shows; others are not
 * capped. `earlierPushes` are when the user's earlier pushes were made, any days.
 */
export function mayPushNow(options: {
  capped: boolean;
  earlierPushes: readonly Date[];
  now: Date;
  timeZone: string;
  limit: number;
}): boolean {
  if (!options.capped) return true;
  const today = schoolDate(options.now, options.timeZone);
  const pushedToday = options.earlierPushes.filter(
    (pushedAt) => schoolDate(pushedAt, options.timeZone) === today,
  ).length;
  return pushedToday < options.limit;
}

/** Longest a school day lasts (a day the clocks go back), so a window this long holds all of it. */
export const LONGEST_SCHOOL_DAY_MS = 25 * 60 * 60_000;

export interface RetryPolicy {
  /** Pause after the first failed try; each later one doubles it. */
  firstPauseMs: number;
  /** Longest pause between two tries. */
  maxPauseMs: number;
  /** Tries in all, the first included, before a push is given up. */
  maxTries: number;
}

/** 30 s, 1, 2, 4, 8 minutes: a push still useful after a short outage, given up within 16 minutes. */
export const PUSH_RETRY_POLICY: RetryPolicy = {
  firstPauseMs: 30_000,
  maxPauseMs: 8 * 60_000,
  maxTries: 6,
};

/**
 * When to try a failed push again after its `tries`-th try failed (tries counts from 1), or
 * null when it has had all its tries.
 */
export function nextTryAt(tries: number, failedAt: Date, policy = PUSH_RETRY_POLICY): Date | null {
  if (tries >= policy.maxTries) return null;
  const pause = Math.min(policy.firstPauseMs * 2 ** Math.max(0, tries - 1), policy.maxPauseMs);
  return new Date(failedAt.getTime() + pause);
}
