import type { HolidayBreak } from '../api/get-school-holidays';

// Dates are school days, not instants: read and written in UTC so no zone shifts them.
const dayWords = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Mon 26 Oct 2026" for 2026-10-26. */
export function dayInWords(date: string): string {
  return dayWords
    .formatToParts(new Date(`${date}T00:00:00Z`))
    .flatMap((part) => (part.type === 'literal' ? [] : [part.value]))
    .join(' ');
}

/** "Mon 26 Oct 2026 to Fri 30 Oct 2026", or the one day. */
export function breakDatesInWords(holiday: Pick<HolidayBreak, 'from' | 'to'>): string {
  const from = dayInWords(holiday.from);
  return holiday.from === holiday.to ? from : `${from} to ${dayInWords(holiday.to)}`;
}

/** "5 school days", "1 school day", "No school days" (a weekend alone). */
export function schoolDaysInWords(days: number): string {
  if (days === 0) return 'No school days';
  return `${days} school ${days === 1 ? 'day' : 'days'}`;
}
