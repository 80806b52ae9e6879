import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekdayOf } from './school-week.js';
import { addDays, utcMidnightOf } from './zoned-time.js';

describe('addDays', () => {
  // Month ends, leap days and year ends one by one: the web app's dates.zones.test.ts.
  it('is the date the calendar gives, for any date and offset', () => {
    const dates = fc
      .date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, fc.integer({ min: -4000, max: 4000 }), (date, days) => {
        const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
        const expected = new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
        expect(addDays(date, days)).toBe(expected);
      }),
    );
  });

  it('writes a year in four digits', () => {
    expect(addDays('1000-01-01', -1)).toBe('0999-12-31');
    expect(addDays('0999-12-31', 1)).toBe('1000-01-01');
  });
});

describe('utcMidnightOf', () => {
  it('reads a date by position, and one written otherwise by its parts', () => {
    expect(utcMidnightOf('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    expect(utcMidnightOf('2026-1-5')).toBe(Date.UTC(2026, 0, 5));
    expect(weekdayOf('2026-11-28')).toBe(6);
  });
});
