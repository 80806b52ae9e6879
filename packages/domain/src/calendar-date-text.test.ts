import { describe, expect, it } from 'vitest';
import { formatDate, formatDayMonth } from './calendar-date-text.js';

describe('formatDate', () => {
  it('writes a calendar date short or long', () => {
    expect(formatDate('2026-05-14')).toBe('Thu 14 May 2026');
    expect(formatDate('2026-05-14', 'long')).toBe('Thursday 14 May 2026');
  });

  it('keeps the day at the ends of a year', () => {
    expect(formatDate('2026-12-31', 'long')).toBe('Thursday 31 December 2026');
    expect(formatDate('2027-01-01')).toBe('Fri 1 Jan 2027');
  });

  it('writes a date as en-GB does, through a whole leap year', () => {
    const parts = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
    for (let day = 0; day < 366; day += 1) {
      const noon = new Date(Date.UTC(2028, 0, 1 + day, 12));
      const value = noon.toISOString().slice(0, 10);
      const words = new Intl.DateTimeFormat('en-GB', parts).formatToParts(noon);
      const part = (type: string) => words.find((item) => item.type === type)?.value;
      expect(formatDayMonth(value)).toBe(`${part('weekday')} ${part('day')} ${part('month')}`);
    }
    expect(formatDate('2028-02-29', 'long')).toBe('Tuesday 29 February 2028');
  });
});
