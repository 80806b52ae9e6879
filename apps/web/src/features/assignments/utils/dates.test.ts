import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  formatDate,
  formatMonth,
  monthGrid,
  monthParams,
  toDateString,
  todayLocal,
  weekdayNames,
} from './dates';

describe('local calendar dates', () => {
  it('writes the local date of an instant as YYYY-MM-DD', () => {
    // Local constructor: 23:30 on 31 December is still the 31st here, whatever the zone.
    expect(toDateString(new Date(2025, 11, 31, 23, 30))).toBe('2025-12-31');
    expect(toDateString(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
    expect(todayLocal(new Date(2026, 4, 9, 12))).toBe('2026-05-09');
  });

  it('adds days across months, leap days and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('steps months across year ends and writes them as MM and YYYY', () => {
    expect(addMonths({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
    expect(monthParams({ year: 2026, month: 3 })).toEqual({ month: '03', year: '2026' });
  });

  it('formats dates and months without shifting the day', () => {
    expect(formatDate('2026-05-14')).toBe('Thu 14 May 2026');
    expect(formatDate('2026-05-14', 'long')).toBe('Thursday 14 May 2026');
    expect(formatMonth({ year: 2026, month: 1 })).toBe('January 2026');
    expect(weekdayNames(1)[0]).toEqual({ long: 'Monday', short: 'Mon' });
    expect(weekdayNames(0)[6]?.long).toBe('Saturday');
  });

  it('names the weekdays as the en-GB locale does, whichever day starts the week', () => {
    const named = (date: Date, weekday: 'long' | 'short') =>
      date.toLocaleDateString('en-GB', { weekday, timeZone: 'UTC' });
    for (let weekStart = 0; weekStart < 7; weekStart += 1) {
      const names = weekdayNames(weekStart);
      expect(names).toHaveLength(7);
      names.forEach((name, index) => {
        // 7 January 2024 was a Sunday.
        const date = new Date(Date.UTC(2024, 0, 7 + weekStart + index, 12));
        expect(name).toEqual({ long: named(date, 'long'), short: named(date, 'short') });
      });
    }
  });
});

describe('monthGrid', () => {
  it('starts January on the Monday of its first week, in the year before', () => {
    const weeks = monthGrid({ year: 2026, month: 1 });
    // 1 January 2026 is a Thursday.
    expect(weeks[0]?.map((cell) => cell.date)).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
    expect(weeks[0]?.map((cell) => cell.inMonth)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
    expect(weeks).toHaveLength(5);
  });

  it('ends December with the days of the next year that fill its last week', () => {
    const weeks = monthGrid({ year: 2025, month: 12 });
    const last = weeks.at(-1);
    expect(last?.map((cell) => cell.date)).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
    expect(last?.filter((cell) => cell.inMonth)).toHaveLength(3);
  });

  it('holds every day of the month once, in whole weeks', () => {
    for (const month of [2, 6, 9]) {
      const cells = monthGrid({ year: 2024, month }).flat();
      expect(cells.length % 7).toBe(0);
      const inMonth = cells.filter((cell) => cell.inMonth).map((cell) => cell.day);
      const days = { 2: 29, 6: 30, 9: 30 }[month] ?? 0;
      expect(inMonth).toEqual(Array.from({ length: days }, (_, index) => index + 1));
    }
  });

  it('can start weeks on Sunday', () => {
    // February 2026 starts on a Sunday: no days of January before it.
    const weeks = monthGrid({ year: 2026, month: 2 }, 0);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-02-01', day: 1, inMonth: true });
    expect(weeks).toHaveLength(4);
  });
});
