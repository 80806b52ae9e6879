import { weekdayOf, weekStartOf } from '../school-week.js';
import { addDays } from '../zoned-time.js';

/**
 * Streaks in a school's own days (decision 0033, "Streak rules"). Dates are YYYY-MM-DD in the
 * school's time zone; today is always passed in, never read.
 */

/** The XP a streak day earns, once per student and date. */
export const XP_PER_STREAK_DAY = 10;
/** Days of history a streak is worked out over, so it stays cheap; longest is over these. */
export const STREAK_WINDOW_DAYS = 400;
/** Freezes a student can hold at once. */
export const MAX_STREAK_FREEZES = 2;
/** The streak a week must end with, every school day of it done, to earn a freeze. */
export const FREEZE_STREAK_LENGTH = 5;
const RECENT_DAYS = 14;

/** `before_start`: a school day before the student's first day, which no streak could count. */
export type StreakDayState = 'done' | 'frozen' | 'missed' | 'off' | 'today' | 'before_start';

export interface StreakFacts {
  /** Dates on which the student did learning work. */
  doneDays: Iterable<string>;
  /** The school's holidays (weekends are off without being listed). */
  holidays: Iterable<string>;
  /** The school's date today. */
  today: string;
  /** The student's first day (their account's): a school day missed before it is before_start. */
  firstDay?: string;
}

export interface StreakSummary {
  currentLength: number;
  longestLength: number;
  todayDone: boolean;
  todayIsSchoolDay: boolean;
  freezesHeld: number;
  /** The last 14 days, oldest first. */
  recent: { date: string; state: StreakDayState }[];
}

/** Monday to Friday, unless the school is closed. */
export function isSchoolDay(date: string, holidays: ReadonlySet<string>): boolean {
  const weekday = weekdayOf(date);
  return weekday >= 1 && weekday <= 5 && !holidays.has(date);
}

/** The first day of the window for `today`: a Monday, so its first week is whole. */
export function streakWindowStart(today: string): string {
  return weekStartOf(addDays(today, -(STREAK_WINDOW_DAYS - 1)));
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date: the walk below counts in these, not in strings. */
function dayNumber(date: string): number {
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
    DAY_MS
  );
}

const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 0 Sunday … 6 Saturday; 1970-01-01 was a Thursday. */
const weekdayOfDay = (day: number) => (((day + 4) % 7) + 7) % 7;

/**
 * The streak as of today, walking the window oldest first. It runs for every student of a class
 * on each leaderboard read, so it walks day numbers and makes strings only for the recent days.
 */
export function computeStreak(facts: StreakFacts): StreakSummary {
  const done = new Set<number>();
  for (const date of facts.doneDays) done.add(dayNumber(date));
  const holidays = new Set<number>();
  for (const date of facts.holidays) holidays.add(dayNumber(date));
  const today = dayNumber(facts.today);
  const firstDay = facts.firstDay === undefined ? -Infinity : dayNumber(facts.firstDay);
  const isOpen = (day: number) => {
    const weekday = weekdayOfDay(day);
    return weekday >= 1 && weekday <= 5 && !holidays.has(day);
  };
  const recentFrom = today - (RECENT_DAYS - 1);
  const recent: StreakSummary['recent'] = [];
  let current = 0;
  let longest = 0;
  let freezes = 0;
  let weekWhole = true;
  let weekHasSchoolDay = false;

  for (let day = dayNumber(streakWindowStart(facts.today)); day <= today; day += 1) {
    const schoolDay = isOpen(day);
    let state: StreakDayState;
    if (done.has(day)) {
      current += 1;
      state = 'done';
    } else if (day === today) {
      state = 'today';
    } else if (!schoolDay) {
      state = 'off';
    } else if (freezes > 0) {
      freezes -= 1;
      state = 'frozen';
    } else {
      current = 0;
      // Only the word changes before the first day: the lengths stay those every reader of
      // streaks (the leaderboard, badges) works out without it.
      state = day < firstDay ? 'before_start' : 'missed';
    }
    longest = Math.max(longest, current);
    if (schoolDay) {
      weekHasSchoolDay = true;
      if (state !== 'done') weekWhole = false;
    }
    if (weekdayOfDay(day) === 0) {
      if (weekHasSchoolDay && weekWhole && current >= FREEZE_STREAK_LENGTH) {
        freezes = Math.min(MAX_STREAK_FREEZES, freezes + 1);
      }
      weekWhole = true;
      weekHasSchoolDay = false;
    }
    if (day >= recentFrom) recent.push({ date: dateOf(day), state });
  }

  return {
    currentLength: current,
    longestLength: longest,
    todayDone: done.has(today),
    todayIsSchoolDay: isOpen(today),
    freezesHeld: freezes,
    recent,
  };
}
