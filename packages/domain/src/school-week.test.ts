import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekdayOf, weekStartOf } from './school-week.js';
import { addDays } from './zoned-time.js';

describe('weekStartOf', () => {
  it('is the Monday of the week, across a month, a year and a leap day', () => {
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
    expect(weekStartOf('2028-03-01')).toBe('2028-02-28');
    expect(weekStartOf('2028-02-29')).toBe('2028-02-28');
  });

  it('is a Monday at most six days before, for any date', () => {
    const dates = fc
      .date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, (date) => {
        const monday = weekStartOf(date);
        expect(weekdayOf(monday)).toBe(1);
        expect(monday <= date && addDays(monday, 6) >= date).toBe(true);
      }),
    );
  });
});
