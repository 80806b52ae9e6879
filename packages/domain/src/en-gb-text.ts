/**
 * Numbers and calendar names as en-GB writes them, without Intl. The app writes British English
 * only, and a page's first Intl formatter loads the locale's data: on a slow phone that held up
 * a student's first page by over a hundred milliseconds. The tests hold each against Intl.
 */

/** Weekday names from Sunday, as `Date#getUTCDay` counts. */
const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
/** Month names from January, as `Date#getUTCMonth` counts. */
const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );

export type NameStyle = 'long' | 'short';

/** en-GB shortens a name to its first three letters, but September to "Sept". */
const styled = (name: string, style: NameStyle) =>
  style === 'long' ? name : name.slice(0, name === 'September' ? 4 : 3);

export const weekdayName = (weekday: number, style: NameStyle): string =>
  styled(WEEKDAYS[((weekday % 7) + 7) % 7] ?? '', style);

export const monthName = (monthIndex: number, style: NameStyle): string =>
  styled(MONTHS[monthIndex] ?? '', style);

/** 1234567.891 as "1,234,567.891": digits grouped in threes, at most three decimals. */
export function numberText(value: number): string {
  const [whole = '', fraction] = String(Math.round(value * 1000) / 1000).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}
