import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, monthGrid, monthOf, todayLocal } from './dates';

/**
 * The browser's today at instants around the days a calendar trips over (a month's last day,
 * 28 and 29 February, 31 December, a Sunday), in a zone west of UTC and one east of it. Node
 * reads TZ again whenever it changes.
 */
const ZONES: { zone: string; cases: [instant: string, day: string][] }[] = [
  // UTC-8 in winter: 06:30 UTC is still the evening before.
  {
    zone: 'America/Los_Angeles',
    cases: [
      ['2026-12-01T06:30:00Z', '2026-11-30'],
      ['2028-02-29T06:30:00Z', '2028-02-28'],
      ['2028-03-01T06:30:00Z', '2028-02-29'],
      ['2028-01-01T06:30:00Z', '2027-12-31'],
      ['2027-02-01T06:30:00Z', '2027-01-31'],
    ],
  },
  // UTC+13 in the southern summer: 12:30 UTC is already the morning after.
  {
    zone: 'Pacific/Auckland',
    cases: [
      ['2026-11-29T12:30:00Z', '2026-11-30'],
      ['2028-02-27T12:30:00Z', '2028-02-28'],
      ['2028-02-28T12:30:00Z', '2028-02-29'],
      ['2027-12-30T12:30:00Z', '2027-12-31'],
      ['2027-01-30T12:30:00Z', '2027-01-31'],
    ],
  },
];

describe.each(ZONES)('calendar dates in $zone', ({ zone, cases }) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = before;
  });

  it('runs in that zone', () => {
    const offset = new Date('2027-01-15T12:00:00Z').getTimezoneOffset();
    expect(offset).toBe(zone === 'America/Los_Angeles' ? 480 : -780);
  });

  it.each(cases)('takes the local day of %s as %s', (instant, day) => {
    expect(todayLocal(new Date(instant))).toBe(day);
  });

  it('counts days from those dates across month, leap-day and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2027-01-31', 14)).toBe('2027-02-14');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('names those days without moving them', () => {
    expect(formatDate('2026-11-30', 'long')).toBe('Monday 30 November 2026');
    expect(formatDate('2027-01-31', 'long')).toBe('Sunday 31 January 2027');
    expect(formatDate('2028-02-29', 'long')).toBe('Tuesday 29 February 2028');
    expect(formatDate('2027-12-31')).toBe('Fri 31 Dec 2027');
  });

  it('lays out February of a leap year with its 29th and the first days of March', () => {
    const weeks = monthGrid(monthOf('2028-02-29'));
    const days = weeks.flat();
    expect(days[0]?.date).toBe('2028-01-31');
    expect(days.filter((cell) => cell.inMonth)).toHaveLength(29);
    expect(days.at(-1)?.date).toBe('2028-03-05');
    // A Sunday is the last column when weeks start on Monday.
    expect(weeks[0]?.at(-1)?.date).toBe('2028-02-06');
  });
});
