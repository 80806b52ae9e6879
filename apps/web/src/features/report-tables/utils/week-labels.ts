import { addDays } from '@kitlab/domain';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function partsOf(date: string): { year: number; month: string; day: number } {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month: MONTHS[month - 1] ?? '', day };
}

/**
 * "4 Jan": a school week named by its Monday, short enough for a chart's axis at 375 px. Built
 * from the YYYY-MM-DD text itself, so it reads the same in every time zone.
 */
export function weekLabel(weekStart: string): string {
  const { day, month } = partsOf(weekStart);
  return `${day} ${month}`;
}

/**
 * "4–10 Jan 2027", "28 Dec 2026 – 3 Jan 2027": the whole week, Monday to Sunday, for tables and
 * screen readers, with the month and year only where they change.
 */
export function weekRangeLabel(weekStart: string): string {
  const start = partsOf(weekStart);
  const end = partsOf(addDays(weekStart, 6));
  if (start.year !== end.year) {
    return `${start.day} ${start.month} ${start.year} – ${end.day} ${end.month} ${end.year}`;
  }
  if (start.month !== end.month) {
    return `${start.day} ${start.month} – ${end.day} ${end.month} ${end.year}`;
  }
  return `${start.day}–${end.day} ${end.month} ${end.year}`;
}
