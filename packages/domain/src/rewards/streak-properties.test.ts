import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schoolDate } from '../assignment-calendar.js';
import { addDays, instantOfLocal } from '../zoned-time.js';
import { computeStreak, isSchoolDay } from './streak.js';

const BASE = '2024-01-01';
/** A today anywhere from 2024 to 2031, leap days and year ends included. */
const today = fc.integer({ min: 0, max: 2900 }).map((n) => addDays(BASE, n));
/** Offsets back from today within the last 10 weeks. */
const offsets = fc.uniqueArray(fc.integer({ min: 0, max: 69 }), { maxLength: 70 });
const back = (date: string, list: readonly number[]) => list.map((n) => addDays(date, -n));

const lengths = (s: ReturnType<typeof computeStreak>) => [s.currentLength, s.longestLength];

describe('streak properties', () => {
  it('never shortens when a done day is added', () => {
    fc.assert(
      fc.property(today, offsets, offsets, fc.integer({ min: 0, max: 69 }), (t, d, h, extra) => {
        const holidays = back(t, h);
        const before = computeStreak({ doneDays: back(t, d), holidays, today: t });
        const after = computeStreak({ doneDays: back(t, [...d, extra]), holidays, today: t });
        expect(after.longestLength).toBeGreaterThanOrEqual(before.longestLength);
        expect(after.currentLength).toBeGreaterThanOrEqual(before.currentLength);
      }),
    );
  });

  it('is never broken by a holiday', () => {
    fc.assert(
      fc.property(today, offsets, offsets, fc.integer({ min: 0, max: 69 }), (t, d, h, extra) => {
        const doneDays = back(t, d);
        const before = computeStreak({ doneDays, holidays: back(t, h), today: t });
        const after = computeStreak({ doneDays, holidays: back(t, [...h, extra]), today: t });
        expect(after.longestLength).toBeGreaterThanOrEqual(before.longestLength);
        expect(after.currentLength).toBeGreaterThanOrEqual(before.currentLength);
      }),
    );
  });

  it('counts every day done when no school day between them was missed', () => {
    fc.assert(
      fc.property(today, fc.integer({ min: 1, max: 60 }), offsets, (t, span, h) => {
        const holidays = new Set(back(t, h));
        const doneDays = Array.from({ length: span }, (_, i) => addDays(t, -i)).filter((d) =>
          isSchoolDay(d, holidays),
        );
        const streak = computeStreak({ doneDays, holidays, today: t });
        expect(streak.currentLength).toBe(doneDays.length);
      }),
    );
  });
});

/** Weeks that straddle a change of clocks in each zone, and a zone without one. */
const zones: [string, string][] = [
  ['Europe/London', '2024-03-25'],
  ['Europe/London', '2024-10-21'],
  ['America/New_York', '2024-03-04'],
  ['America/New_York', '2024-10-28'],
  ['Australia/Sydney', '2024-04-01'],
  ['Australia/Sydney', '2024-09-30'],
  ['Asia/Kolkata', '2024-03-25'],
];

describe('streak days from instants in the school’s time zone', () => {
  it('gives the same streak as the plain dates through summer time changes', () => {
    const minutes = fc.integer({ min: 0, max: 24 * 60 - 1 });
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.array(fc.tuple(fc.integer({ min: -10, max: 10 }), minutes), { maxLength: 25 }),
        minutes,
        ([zone, monday], work, nowMinutes) => {
          const dates = work.map(([offset]) => addDays(monday, offset));
          const fromInstants = work.map(([offset, at]) =>
            schoolDate(instantOfLocal(addDays(monday, offset), at, zone), zone),
          );
          const todayPlain = addDays(monday, 10);
          const todayZoned = schoolDate(instantOfLocal(todayPlain, nowMinutes, zone), zone);
          expect(fromInstants).toEqual(dates);
          expect(
            lengths(computeStreak({ doneDays: fromInstants, holidays: [], today: todayZoned })),
          ).toEqual(lengths(computeStreak({ doneDays: dates, holidays: [], today: todayPlain })));
        },
      ),
    );
  });
});
