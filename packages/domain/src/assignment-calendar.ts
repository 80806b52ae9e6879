import { zoneOffsetMs } from './zoned-time.js';

/**
 * Due dates are school-local calendar dates, written YYYY-MM-DD (spec section 9). "Today" is the
 * date the school's wall clock shows, so the same instant is a different day in Auckland and in
 * Honolulu. Dates in this form compare correctly as strings.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date of an instant in an IANA time zone; an unknown zone reads as UTC. */
export function schoolDate(instant: Date, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  // Read from the zone's offset, which is kept per second: Intl's parts of a date on every call
  // were a few per cent of a marking's time. ISO text writes a plain year only from 1 to 9999,
  // and the zone's date may be a year either side of the instant's on New Year's Eve.
  const year = instant.getUTCFullYear();
  if (year > 1 && year < 9999) {
    const time = instant.getTime();
    return new Date(time + zoneOffsetMs(time, zone)).toISOString().slice(0, 10);
  }
  const parts = formatterFor(zone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** Work may be due today or later in the school's calendar, never earlier. */
export function isDueDateAllowed(dueDate: string, today: string): boolean {
  return dueDate >= today;
}

/** Whether open work is late or due today; closed work is neither. */
export function dueFlags(
  dueDate: string,
  today: string,
  isOpen: boolean,
): { overdue: boolean; dueToday: boolean } {
  return { overdue: isOpen && dueDate < today, dueToday: isOpen && dueDate === today };
}

export interface CalendarMonth {
  /** MM */
  month: string;
  /** YYYY */
  year: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `count` consecutive months starting at `month` (1 to 12) of `year`, across year ends. */
export function monthsFrom(month: number, year: number, count = 12): CalendarMonth[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = month - 1 + offset;
    return { month: pad((index % 12) + 1), year: pad(year + Math.floor(index / 12), 4) };
  });
}

/** The first day of a month and the first day of the month after it, for `>= first < next`. */
export function monthBounds(month: number, year: number): { first: string; next: string } {
  const [following] = monthsFrom(month, year, 2).slice(1);
  return {
    first: `${pad(year, 4)}-${pad(month)}-01`,
    next: `${following?.year}-${following?.month}-01`,
  };
}
