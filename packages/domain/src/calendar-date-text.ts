type DateStyle = 'short' | 'long';

// Making a formatter costs far more than formatting with one, and a month's calendar writes dozens
// of dates in one render: one formatter per style, made on first use.
const dateFormats: Partial<Record<DateStyle, Intl.DateTimeFormat>> = {};

const dateFormat = (style: DateStyle) =>
  (dateFormats[style] ??= new Intl.DateTimeFormat('en-GB', {
    weekday: style,
    day: 'numeric',
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  }));

/**
 * "Tue 14 May 2026"; with `long`, "Tuesday 14 May 2026": how the app writes a YYYY-MM-DD
 * calendar date. Built from parts, so it reads the same in every browser whatever punctuation its
 * locale data puts between them, and formatted at noon UTC, so it is the same day in every zone.
 */
export function formatDate(value: string, style: DateStyle = 'short'): string {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  const parts = dateFormat(style).formatToParts(new Date(Date.UTC(year, month - 1, day, 12)));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}
