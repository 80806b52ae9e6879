import { describe, expect, it } from 'vitest';
import { weekLabel, weekRangeLabel } from './week-labels';

describe('weekLabel', () => {
  it('names a week by the day and month of its Monday', () => {
    expect(weekLabel('2027-01-04')).toBe('4 Jan');
    expect(weekLabel('2026-11-30')).toBe('30 Nov');
  });
});

describe('weekRangeLabel', () => {
  it('writes the month and year once for a week inside one month', () => {
    expect(weekRangeLabel('2027-01-04')).toBe('4–10 Jan 2027');
    expect(weekRangeLabel('2027-02-22')).toBe('22–28 Feb 2027');
    expect(weekRangeLabel('2027-01-25')).toBe('25–31 Jan 2027');
  });

  it('names both months for a week that crosses into the next', () => {
    expect(weekRangeLabel('2028-02-28')).toBe('28 Feb – 5 Mar 2028');
    expect(weekRangeLabel('2026-11-30')).toBe('30 Nov – 6 Dec 2026');
  });

  it('names both years for the week of New Year', () => {
    expect(weekRangeLabel('2026-12-28')).toBe('28 Dec 2026 – 3 Jan 2027');
  });
});
