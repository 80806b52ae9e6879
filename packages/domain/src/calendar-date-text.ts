import { monthName, type NameStyle, weekdayName } from './en-gb-text.js';

/** Noon UTC of a YYYY-MM-DD calendar date, so it is the same day whatever zone reads it. */
function noonOf(value: string): Date {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

const dayAndMonth = (date: Date, style: NameStyle) =>
  `${weekdayName(date.getUTCDay(), style)} ${date.getUTCDate()} ${monthName(date.getUTCMonth(), style)}`;

/**
 * "Tue 14 May 2026"; with `long`, "Tuesday 14 May 2026": how the app writes a YYYY-MM-DD
 * calendar date, the same day in every zone.
 */
export function formatDate(value: string, style: NameStyle = 'short'): string {
  const date = noonOf(value);
  return `${dayAndMonth(date, style)} ${date.getUTCFullYear()}`;
}

/** "Tue 14 May": a YYYY-MM-DD calendar date within the year in view. */
export const formatDayMonth = (value: string, style: NameStyle = 'short'): string =>
  dayAndMonth(noonOf(value), style);
