import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schoolDate } from './assignment-calendar.js';
import { mayPushNow, nextTryAt, PUSH_RETRY_POLICY } from './push-budget.js';

const at = (iso: string) => new Date(iso);
const student = (earlierPushes: Date[], now: Date, timeZone = 'UTC') =>
  mayPushNow({ capped: true, earlierPushes, now, timeZone, limit: 3 });

describe('mayPushNow', () => {
  it('lets a student have three pushes a school day and keeps the fourth back', () => {
    const day = ['2026-03-02T08:00:00Z', '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z'].map(at);
    expect(student(day.slice(0, 2), at('2026-03-02T11:00:00Z'))).toBe(true);
    expect(student(day, at('2026-03-02T11:00:00Z'))).toBe(false);
  });

  it('starts again on the next school day', () => {
    const day = ['2026-03-02T08:00:00Z', '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z'].map(at);
    expect(student(day, at('2026-03-03T00:00:00Z'))).toBe(true);
  });

  it("counts the school's day, not UTC's", () => {
    // In Auckland (UTC+13 in March) 11:00 UTC on 2 March is already 3 March.
    const pushes = ['2026-03-02T08:00:00Z', '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z'];
    expect(student(pushes.map(at), at('2026-03-02T11:00:00Z'), 'Pacific/Auckland')).toBe(true);
    expect(student(pushes.map(at), at('2026-03-02T10:30:00Z'), 'Pacific/Auckland')).toBe(false);
  });

  it('keeps the count through a day the clocks go back (25 hours)', () => {
    // 27 October 2024 in London lasts from 23:00 UTC on the 26th to 00:00 UTC on the 28th.
    const pushes = ['2024-10-26T23:30:00Z', '2024-10-27T12:00:00Z', '2024-10-27T23:30:00Z'];
    expect(student(pushes.map(at), at('2024-10-27T23:59:00Z'), 'Europe/London')).toBe(false);
    expect(student(pushes.map(at), at('2024-10-28T00:00:00Z'), 'Europe/London')).toBe(true);
  });

  it('does not cap a user who is not capped', () => {
    const many = Array.from({ length: 10 }, () => at('2026-03-02T08:00:00Z'));
    const now = at('2026-03-02T09:00:00Z');
    expect(mayPushNow({ capped: false, earlierPushes: many, now, timeZone: 'UTC', limit: 3 })).toBe(
      true,
    );
  });

  it('never lets more than the limit through on one school day, whatever arrives', () => {
    const zones = fc.constantFrom('UTC', 'Europe/London', 'America/Santiago', 'Pacific/Auckland');
    const instants = fc.array(
      fc.integer({ min: Date.parse('2024-01-01'), max: Date.parse('2025-01-01') }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(zones, instants, fc.integer({ min: 1, max: 5 }), (timeZone, times, limit) => {
        const pushed: Date[] = [];
        for (const time of [...times].sort((a, b) => a - b)) {
          const now = new Date(time);
          if (mayPushNow({ capped: true, earlierPushes: pushed, now, timeZone, limit })) {
            pushed.push(now);
          }
        }
        const perDay = new Map<string, number>();
        for (const push of pushed) {
          const day = schoolDate(push, timeZone);
          perDay.set(day, (perDay.get(day) ?? 0) + 1);
        }
        return [...perDay.values()].every((count) => count <= limit);
      }),
    );
  });
});

describe('nextTryAt', () => {
  const failedAt = at('2026-12-31T23:59:50Z');

  it('pauses 30 s, then doubles, across a year end', () => {
    const pauses = [1, 2, 3, 4, 5].map(
      (tries) => ((nextTryAt(tries, failedAt)?.getTime() ?? 0) - failedAt.getTime()) / 1000,
    );
    expect(pauses).toEqual([30, 60, 120, 240, 480]);
    expect(nextTryAt(1, failedAt)?.toISOString()).toBe('2027-01-01T00:00:20.000Z');
  });

  it('gives up after the last try', () => {
    expect(nextTryAt(PUSH_RETRY_POLICY.maxTries, failedAt)).toBeNull();
  });

  it('never shortens the pause and never exceeds the longest', () => {
    const policy = fc.record({
      firstPauseMs: fc.integer({ min: 1, max: 60_000 }),
      maxPauseMs: fc.integer({ min: 60_000, max: 3_600_000 }),
      maxTries: fc.integer({ min: 1, max: 40 }),
    });
    fc.assert(
      fc.property(policy, (rules) => {
        let previous = 0;
        for (let tries = 1; tries < rules.maxTries; tries++) {
          const pause = (nextTryAt(tries, failedAt, rules)?.getTime() ?? 0) - failedAt.getTime();
          if (pause < previous || pause > rules.maxPauseMs || pause <= 0) return false;
          previous = pause;
        }
        return nextTryAt(rules.maxTries, failedAt, rules) === null;
      }),
    );
  });
});
