import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueFlags, schoolDate } from './assignment-calendar.js';

const dateIn = (iso: string, zone: string) => schoolDate(new Date(iso), zone);
const DAY_MS = 86_400_000;
const utcDate = (millis: number) => new Date(millis).toISOString().slice(0, 10);
const dayNumber = (calendarDate: string) => Date.parse(`${calendarDate}T00:00:00Z`) / DAY_MS;

/** [instant, zone, the school's date]; each group straddles a change of day or of clocks. */
type Case = [string, string, string];

const daylightSavingCases: Record<string, Case[]> = {
  // 10 March 2024: 02:00 EST jumps to 03:00 EDT at 07:00 UTC. 3 November 2024: midnight is
  // still EDT (04:00 UTC); the next midnight is EST (05:00 UTC).
  'keeps the day through the spring-forward and fall-back hours (New York)': [
    ['2024-03-10T06:59:59Z', 'America/New_York', '2024-03-10'],
    ['2024-03-10T07:00:00Z', 'America/New_York', '2024-03-10'],
    ['2024-11-03T03:59:59Z', 'America/New_York', '2024-11-02'],
    ['2024-11-03T04:00:00Z', 'America/New_York', '2024-11-03'],
    ['2024-11-04T04:59:59Z', 'America/New_York', '2024-11-03'],
    ['2024-11-04T05:00:00Z', 'America/New_York', '2024-11-04'],
  ],
  'moves midnight by an hour after the clocks change (London)': [
    ['2024-10-26T22:59:59Z', 'Europe/London', '2024-10-26'],
    ['2024-10-26T23:00:00Z', 'Europe/London', '2024-10-27'],
    ['2024-10-27T23:59:59Z', 'Europe/London', '2024-10-27'],
    ['2024-10-28T00:00:00Z', 'Europe/London', '2024-10-28'],
  ],
  // Summer time ends on 7 April 2024; the midnight before it is still UTC+11.
  'follows southern-hemisphere summer time (Sydney)': [
    ['2024-04-06T12:59:59Z', 'Australia/Sydney', '2024-04-06'],
    ['2024-04-06T13:00:00Z', 'Australia/Sydney', '2024-04-07'],
    ['2024-04-07T13:59:59Z', 'Australia/Sydney', '2024-04-07'],
    ['2024-04-07T14:00:00Z', 'Australia/Sydney', '2024-04-08'],
  ],
  // 8 September 2024: 00:00 becomes 01:00, so the day starts at 01:00 local. 7 April 2024:
  // 24:00 goes back to 23:00 of 6 April, so 6 April lasts 25 hours.
  'handles clocks that change at midnight (Santiago)': [
    ['2024-09-08T03:59:59Z', 'America/Santiago', '2024-09-07'],
    ['2024-09-08T04:00:00Z', 'America/Santiago', '2024-09-08'],
    ['2024-04-07T02:59:59Z', 'America/Santiago', '2024-04-06'],
    ['2024-04-07T03:30:00Z', 'America/Santiago', '2024-04-06'],
    ['2024-04-07T04:00:00Z', 'America/Santiago', '2024-04-07'],
  ],
  'skips a day a zone left out of its calendar (Samoa, 30 December 2011)': [
    ['2011-12-30T09:59:59Z', 'Pacific/Apia', '2011-12-29'],
    ['2011-12-30T10:00:00Z', 'Pacific/Apia', '2011-12-31'],
  ],
};

const yearEndCases: Record<string, Case[]> = {
  'turns the year at local midnight, east and west of UTC': [
    ['2024-12-31T12:59:59Z', 'Australia/Sydney', '2024-12-31'],
    ['2024-12-31T13:00:00Z', 'Australia/Sydney', '2025-01-01'],
    ['2025-01-01T07:59:59Z', 'America/Los_Angeles', '2024-12-31'],
    ['2025-01-01T08:00:00Z', 'America/Los_Angeles', '2025-01-01'],
    ['2024-12-31T18:29:59Z', 'Asia/Kolkata', '2024-12-31'],
    ['2024-12-31T18:30:00Z', 'Asia/Kolkata', '2025-01-01'],
  ],
  'reads leap days': [
    ['2024-02-29T12:00:00Z', 'Asia/Kolkata', '2024-02-29'],
    ['2024-02-29T20:00:00Z', 'Pacific/Auckland', '2024-03-01'],
  ],
};

const caseGroups = {
  'schoolDate across daylight saving changes': daylightSavingCases,
  'schoolDate across year ends': yearEndCases,
};

for (const [title, groups] of Object.entries(caseGroups)) {
  describe(title, () => {
    for (const [name, cases] of Object.entries(groups)) {
      it(name, () => {
        for (const [iso, zone, date] of cases) {
          expect([iso, dateIn(iso, zone)]).toEqual([iso, date]);
        }
      });
    }
  });
}

describe("due flags from the school's today", () => {
  it('marks the same work due today in one school and overdue in another', () => {
    const now = new Date('2026-03-02T23:30:00Z');
    expect(dueFlags('2026-03-02', schoolDate(now, 'UTC'), true)).toEqual({
      overdue: false,
      dueToday: true,
    });
    expect(dueFlags('2026-03-02', schoolDate(now, 'Pacific/Auckland'), true)).toEqual({
      overdue: true,
      dueToday: false,
    });
    expect(
      dueFlags('2026-01-01', schoolDate(new Date('2025-12-31T11:00:00Z'), 'Asia/Tokyo'), true),
    ).toEqual({ overdue: false, dueToday: false });
  });
});

const instant = fc.integer({
  min: Date.parse('1990-01-01T00:00:00Z'),
  max: Date.parse('2090-01-01T00:00:00Z'),
});
const zonesWithSummerTime = fc.constantFrom(
  'America/New_York',
  'America/Santiago',
  'Europe/London',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Australia/Lord_Howe',
  'Asia/Tehran',
);

describe('schoolDate properties', () => {
  it('equals the UTC date moved by the offset of a fixed-offset zone', () => {
    // Etc/GMT-14 is UTC+14 and Etc/GMT+12 is UTC-12: the IANA signs are reversed.
    const fixedZone = fc.integer({ min: -14, max: 12 }).map((hours) => ({
      zone: hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '+' : '-'}${Math.abs(hours)}`,
      offsetMs: -hours * 3_600_000,
    }));
    fc.assert(
      fc.property(instant, fixedZone, (millis, { zone, offsetMs }) => {
        expect(schoolDate(new Date(millis), zone)).toBe(utcDate(millis + offsetMs));
      }),
    );
  });

  it('is the UTC date or a day either side of it', () => {
    fc.assert(
      fc.property(instant, zonesWithSummerTime, (millis, zone) => {
        const shift = dayNumber(schoolDate(new Date(millis), zone)) - dayNumber(utcDate(millis));
        expect([-1, 0, 1]).toContain(shift);
      }),
    );
  });

  it('never goes back, passes at most one midnight in 23 hours and at least one in 25', () => {
    // A local day lasts 23 to 25 hours when the clocks change, 24 otherwise.
    const HOUR = 3_600_000;
    fc.assert(
      fc.property(instant, fc.nat(23 * HOUR - 1), zonesWithSummerTime, (millis, step, zone) => {
        const days = (later: number) =>
          dayNumber(schoolDate(new Date(later), zone)) -
          dayNumber(schoolDate(new Date(millis), zone));
        expect(days(millis + step)).toBeGreaterThanOrEqual(0);
        expect(days(millis + step)).toBeLessThanOrEqual(1);
        expect(days(millis + 25 * HOUR)).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('dueFlags properties', () => {
  const calendarDate = fc
    .integer({ min: dayNumber('1999-12-01'), max: dayNumber('2101-01-31') })
    .map((day) => utcDate(day * DAY_MS));

  it('agrees with the calendar, across month and year ends, for open work', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -40, max: 40 }), (today, offset) => {
        const due = utcDate((dayNumber(today) + offset) * DAY_MS);
        expect(dueFlags(due, today, true)).toEqual({ overdue: offset < 0, dueToday: offset === 0 });
      }),
    );
  });

  it('never marks closed work', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, (due, today) => {
        expect(dueFlags(due, today, false)).toEqual({ overdue: false, dueToday: false });
      }),
    );
  });
});
