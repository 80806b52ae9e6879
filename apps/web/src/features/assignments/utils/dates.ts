/**
 * Due dates are calendar dates, YYYY-MM-DD (spec section 9), never instants: "the 14th" is the
 * 14th wherever the page is read. The browser's "today" is the date its own clock and zone show;
 * the server checks due dates against the school's zone and answers with a field error if they
 * differ around midnight.
 */

import { addDays, monthName, weekdayName, weekdayOf } from '@kitlab/domain';

// In the domain so the server counts days and the journeys write dates as the app does; this
// feature's files find them here with the rest of its calendar.
export { addDays, formatDate } from '@kitlab/domain';

export interface MonthRef {
  year: number;
  /** 1 to 12 */
  month: number;
}

export interface CalendarCell {
  date: string;
  day: number;
  /** False for the days of the weeks' ends that belong to the month before or after. */
  inMonth: boolean;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A Date's local calendar date as YYYY-MM-DD. */
export function toDateString(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function todayLocal(now: Date = new Date()): string {
  return toDateString(now);
}

export function parseDateString(value: string): { year: number; month: number; day: number } {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return { year, month, day };
}

export function monthOf(value: string): MonthRef {
  const { year, month } = parseDateString(value);
  return { year, month };
}

export function addMonths({ year, month }: MonthRef, delta: number): MonthRef {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function firstOfMonth({ year, month }: MonthRef): string {
  return `${pad(year, 4)}-${pad(month)}-01`;
}

export function lastOfMonth(ref: MonthRef): string {
  return addDays(firstOfMonth(addMonths(ref, 1)), -1);
}

/** MM and YYYY as the calendar calls send them (spec section 9). */
export function monthParams({ year, month }: MonthRef): { month: string; year: string } {
  return { month: pad(month), year: pad(year, 4) };
}

/** Days from `weekStart` (0 Sunday, 1 Monday) to the weekday of `value`. */
function offsetInWeek(value: string, weekStart: number): number {
  return (weekdayOf(value) - weekStart + 7) % 7;
}

/**
 * The weeks shown for a month: whole weeks from `weekStart`, so the first and last rows carry
 * days of the neighbouring months (and years, in January and December).
 */
export function monthGrid({ year, month }: MonthRef, weekStart = 1): CalendarCell[][] {
  const first = firstOfMonth({ year, month });
  const last = lastOfMonth({ year, month });
  let cursor = addDays(first, -offsetInWeek(first, weekStart));
  const weeks: CalendarCell[][] = [];
  while (cursor <= last) {
    const week: CalendarCell[] = [];
    for (let index = 0; index < 7; index++) {
      const parts = parseDateString(cursor);
      week.push({
        date: cursor,
        day: parts.day,
        inMonth: parts.month === month && parts.year === year,
      });
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

type WeekdayNames = { long: string; short: string }[];

// Worked out once, so each of the calendar's renders gets the same list.
const weekdays = new Map<number, WeekdayNames>();

/** Weekday names from `weekStart` (0 Sunday, 1 Monday...), long and short. */
export function weekdayNames(weekStart = 1): WeekdayNames {
  let names = weekdays.get(weekStart);
  if (names) return names;
  names = Array.from({ length: 7 }, (_, index) => ({
    long: weekdayName(weekStart + index, 'long'),
    short: weekdayName(weekStart + index, 'short'),
  }));
  weekdays.set(weekStart, names);
  return names;
}

/** "May 2026" */
export function formatMonth({ year, month }: MonthRef, style: 'long' | 'short' = 'long'): string {
  return `${monthName(month - 1, style)} ${year}`;
}
