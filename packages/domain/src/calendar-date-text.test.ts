import { describe, expect, it } from 'vitest';
import { formatDate } from './calendar-date-text.js';

describe('formatDate', () => {
  it('writes a calendar date short or long', () => {
    expect(formatDate('2026-05-14')).toBe('Thu 14 May 2026');
    expect(formatDate('2026-05-14', 'long')).toBe('Thursday 14 May 2026');
  });

  it('keeps the day at the ends of a year', () => {
    expect(formatDate('2026-12-31', 'long')).toBe('Thursday 31 December 2026');
    expect(formatDate('2027-01-01')).toBe('Fri 1 Jan 2027');
  });
});
