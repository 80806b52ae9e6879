import { describe, expect, it } from 'vitest';
import { monthName, numberText, weekdayName } from './en-gb-text.js';

describe('en-GB text without Intl', () => {
  it('writes numbers as toLocaleString in en-GB does', () => {
    const values = [
      0,
      7,
      999,
      1000,
      1200,
      12_345,
      999_999,
      1_000_000,
      1_234_567.891,
      12.5,
      0.25,
      66.667,
      -1234.5,
      2 ** 40,
    ];
    for (const value of values) {
      expect(numberText(value), String(value)).toBe(value.toLocaleString('en-GB'));
    }
  });

  it('names every weekday and month as en-GB does, long and short', () => {
    for (let day = 0; day < 7; day += 1) {
      // 7 January 2024 was a Sunday.
      const date = new Date(Date.UTC(2024, 0, 7 + day, 12));
      for (const style of ['long', 'short'] as const) {
        const expected = date.toLocaleDateString('en-GB', { weekday: style, timeZone: 'UTC' });
        expect(weekdayName(day, style)).toBe(expected);
      }
    }
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2026, month, 15, 12));
      for (const style of ['long', 'short'] as const) {
        const expected = date.toLocaleDateString('en-GB', { month: style, timeZone: 'UTC' });
        expect(monthName(month, style)).toBe(expected);
      }
    }
  });
});
