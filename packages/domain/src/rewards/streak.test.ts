import { describe, expect, it } from 'vitest';
import { weekdayOf } from '../school-week.js';
import { addDays } from '../zoned-time.js';
import { computeStreak, isSchoolDay, MAX_STREAK_FREEZES } from './streak.js';

// 2024-10-28 is a Monday.
const MONDAY = '2024-10-28';
const day = (offset: number) => addDays(MONDAY, offset);
const days = (...offsets: number[]) => offsets.map(day);
const weekdays = (fromOffset: number, count: number) =>
  Array.from({ length: count }, (_, i) => day(fromOffset + i)).filter((d) =>
    isSchoolDay(d, new Set()),
  );

describe('computeStreak', () => {
  it('counts school days in a row across a weekend', () => {
    const streak = computeStreak({ doneDays: days(0, 1, 2, 3, 4, 7), holidays: [], today: day(7) });
    expect(streak).toMatchObject({ currentLength: 6, todayDone: true, todayIsSchoolDay: true });
    expect(streak.recent.slice(-3).map((d) => d.state)).toEqual(['off', 'off', 'done']);
  });

  it('keeps the streak while today is not done yet', () => {
    const streak = computeStreak({ doneDays: days(0, 1, 2), holidays: [], today: day(3) });
    expect(streak.currentLength).toBe(3);
    expect(streak.todayDone).toBe(false);
    expect(streak.recent.at(-1)).toEqual({ date: day(3), state: 'today' });
  });

  it('breaks on a missed school day without a freeze', () => {
    const streak = computeStreak({ doneDays: days(0, 1, 2, 4), holidays: [], today: day(7) });
    expect(streak.currentLength).toBe(1);
    expect(streak.longestLength).toBe(3);
    expect(streak.recent.find((d) => d.date === day(3))?.state).toBe('missed');
  });

  it('does not break on a holiday, which is off', () => {
    const streak = computeStreak({ doneDays: days(0, 1, 3, 4), holidays: [day(2)], today: day(4) });
    expect(streak.currentLength).toBe(4);
    expect(streak.recent.find((d) => d.date === day(2))?.state).toBe('off');
  });

  it('counts work on a weekend or holiday as a done day that extends the streak', () => {
    const streak = computeStreak({ doneDays: days(3, 4, 5), holidays: [], today: day(5) });
    expect(streak).toMatchObject({ currentLength: 3, todayIsSchoolDay: false });
  });

  it('earns a freeze for a whole week ending a 5-day streak, and uses it on a missed day', () => {
    const whole = weekdays(0, 7);
    const earned = computeStreak({ doneDays: whole, holidays: [], today: day(7) });
    expect(earned.freezesHeld).toBe(1);
    const covered = computeStreak({ doneDays: [...whole, day(8)], holidays: [], today: day(8) });
    expect(covered).toMatchObject({ currentLength: 6, freezesHeld: 0 });
    expect(covered.recent.find((d) => d.date === day(7))?.state).toBe('frozen');
  });

  it('earns no freeze for a week with a missed school day', () => {
    const streak = computeStreak({
      doneDays: days(-3, -2, 0, 1, 2, 4),
      holidays: [],
      today: day(7),
    });
    expect(streak.freezesHeld).toBe(0);
  });

  it('holds at most two freezes', () => {
    const streak = computeStreak({ doneDays: weekdays(0, 35), holidays: [], today: day(35) });
    expect(streak.freezesHeld).toBe(MAX_STREAK_FREEZES);
  });

  it('answers the last 14 days oldest first, ending today', () => {
    const { recent } = computeStreak({ doneDays: [], holidays: [], today: day(20) });
    expect(recent).toHaveLength(14);
    expect(recent[0]?.date).toBe(day(7));
    expect(recent.at(-1)?.date).toBe(day(20));
  });

  it('reads days older than its window as nothing', () => {
    const streak = computeStreak({ doneDays: days(0, 1), holidays: [], today: day(600) });
    expect(streak.longestLength).toBe(0);
  });

  it('runs through a leap day and a month end', () => {
    expect(weekdayOf('2028-02-28')).toBe(1);
    const streak = computeStreak({
      doneDays: ['2028-02-28', '2028-02-29', '2028-03-01'],
      holidays: [],
      today: '2028-03-01',
    });
    expect(streak.currentLength).toBe(3);
  });

  it('runs through a year end with its holidays', () => {
    const streak = computeStreak({
      doneDays: ['2027-12-23', '2027-12-24', '2028-01-04'],
      holidays: [
        '2027-12-27',
        '2027-12-28',
        '2027-12-29',
        '2027-12-30',
        '2027-12-31',
        '2028-01-03',
      ],
      today: '2028-01-04',
    });
    expect(streak.currentLength).toBe(3);
  });

  describe("before the student's first day", () => {
    const statesOf = (streak: ReturnType<typeof computeStreak>) =>
      Object.fromEntries(streak.recent.map((d) => [d.date, d.state]));

    it('shows school days before it as before_start, never missed; weekends stay off', () => {
      // Joined on Wednesday 2 April 2031; the strip reaches back over the end of March.
      const streak = computeStreak({
        doneDays: ['2031-04-02'],
        holidays: ['2031-03-31'],
        today: '2031-04-03',
        firstDay: '2031-04-02',
      });
      const states = statesOf(streak);
      expect(states['2031-03-21']).toBe('before_start');
      expect(states['2031-03-22']).toBe('off');
      expect(states['2031-03-31']).toBe('off');
      expect(states['2031-04-01']).toBe('before_start');
      expect(states['2031-04-02']).toBe('done');
      expect(states['2031-04-03']).toBe('today');
      expect(Object.values(states)).not.toContain('missed');
      expect(streak).toMatchObject({ currentLength: 1, longestLength: 1, freezesHeld: 0 });
    });

    it('changes no length: work kept from before the first day counts as without it', () => {
      const facts = { doneDays: days(0, 1, 3, 4), holidays: [], today: day(4) };
      const without = computeStreak(facts);
      const withStart = computeStreak({ ...facts, firstDay: day(4) });
      expect(withStart.currentLength).toBe(without.currentLength);
      expect(withStart.longestLength).toBe(without.longestLength);
      expect(withStart.recent.find((d) => d.date === day(2))?.state).toBe('before_start');
    });

    it('still misses school days from the first day on, across a year end', () => {
      const streak = computeStreak({
        doneDays: [],
        holidays: [],
        today: '2031-01-02',
        firstDay: '2030-12-30',
      });
      const states = statesOf(streak);
      expect(states['2030-12-27']).toBe('before_start');
      expect(states['2030-12-29']).toBe('off');
      expect(['2030-12-30', '2030-12-31', '2031-01-01'].map((d) => states[d])).toEqual([
        'missed',
        'missed',
        'missed',
      ]);
    });
  });
});
