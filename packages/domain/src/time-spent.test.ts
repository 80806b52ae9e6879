import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ActivityLogEvent,
  activitySpans,
  OPEN_SPAN_CAP_MS,
  timeSpentMs,
} from './time-spent.js';

const MINUTE = 60_000;
const T0 = Date.parse('2026-03-02T09:00:00Z');
const at = (minutes: number) => T0 + minutes * MINUTE;
const start = (minutes: number): ActivityLogEvent => ({ action: 'start', at: at(minutes) });
const end = (minutes: number): ActivityLogEvent => ({ action: 'end', at: at(minutes) });
const minutesSpent = (events: ActivityLogEvent[], now = at(24 * 60), openSpanCapMs?: number) =>
  timeSpentMs(events, { now, openSpanCapMs }) / MINUTE;

describe('timeSpentMs', () => {
  it('adds the spans from each start to its end', () => {
    expect(minutesSpent([start(0), end(10), start(20), end(25)])).toBe(15);
  });

  it('takes events in any order and timestamps as dates or numbers', () => {
    const events = [end(25), start(20), { action: 'end' as const, at: new Date(at(10)) }, start(0)];
    expect(minutesSpent(events)).toBe(15);
  });

  it('ignores an end without an open start', () => {
    expect(minutesSpent([end(5), start(10), end(12), end(30)])).toBe(2);
  });

  it('counts time with two starts open once', () => {
    // Two tabs: 0-30 and 10-40 overlap from 10 to 30.
    expect(minutesSpent([start(0), start(10), end(30), end(40)])).toBe(40);
    expect(minutesSpent([start(0), start(10), end(20), end(40)])).toBe(40);
  });

  it('closes the latest start first, so an abandoned start lasts only until the next one', () => {
    // Opened at 0, lost without an end, opened again at 5 and ended at 15.
    expect(activitySpans([start(0), start(5), end(15)], { now: at(60) })).toEqual([
      { start: at(0), end: at(15) },
    ]);
    // Reopened after 50 minutes: the abandoned start counts up to the cap, 30 minutes.
    expect(minutesSpent([start(0), start(50), end(55)], at(120))).toBe(35);
  });

  it('closes a start without an end at now while the student is still working', () => {
    expect(minutesSpent([start(0), end(10), start(20)], at(32))).toBe(22);
  });

  it('closes a start without an end at the cap when it was left open', () => {
    expect(OPEN_SPAN_CAP_MS).toBe(30 * MINUTE);
    expect(minutesSpent([start(0)], at(8 * 60))).toBe(30);
    expect(minutesSpent([start(0)], at(8 * 60), 5 * MINUTE)).toBe(5);
  });

  it('counts an end received long after its start in full', () => {
    expect(minutesSpent([start(0), end(90)])).toBe(90);
  });

  it('counts nothing for a start after now, a visit of no length, or no events', () => {
    expect(minutesSpent([start(10)], at(5))).toBe(0);
    expect(minutesSpent([start(10), end(10)])).toBe(0);
    expect(minutesSpent([])).toBe(0);
  });

  it('keeps back-to-back visits as one span without counting the seam twice', () => {
    expect(activitySpans([start(0), end(10), start(10), end(20)], { now: at(60) })).toEqual([
      { start: at(0), end: at(20) },
    ]);
  });

  it('refuses times that are not times and a cap below zero', () => {
    expect(() => timeSpentMs([{ action: 'start', at: Number.NaN }], { now: T0 })).toThrow(
      RangeError,
    );
    expect(() => timeSpentMs([start(0)], { now: new Date('not a date') })).toThrow(RangeError);
    expect(() => timeSpentMs([start(0)], { now: T0, openSpanCapMs: -1 })).toThrow(RangeError);
  });
});

const event = fc.record({
  action: fc.constantFrom('start' as const, 'end' as const),
  at: fc.integer({ min: 0, max: 500 }),
});
const events = fc.array(event, { maxLength: 30 });
const options = fc.record({
  now: fc.integer({ min: 0, max: 600 }),
  openSpanCapMs: fc.integer({ min: 0, max: 200 }),
});

/** Spans that each have a start and an end, and the log events they make. */
const visits = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 300 }), fc.nat(100)), { maxLength: 12 })
  .map((pairs) => pairs.map(([from, length]) => ({ start: from, end: from + length })));
const eventsOf = (spans: { start: number; end: number }[]): ActivityLogEvent[] =>
  spans.flatMap((s) => [
    { action: 'start' as const, at: s.start },
    { action: 'end' as const, at: s.end },
  ]);

/** The time covered by at least one span, counted one millisecond at a time. */
function coveredTime(spans: { start: number; end: number }[]): number {
  let covered = 0;
  for (let ms = 0; ms < 500; ms += 1) {
    if (spans.some((s) => s.start <= ms && ms < s.end)) covered += 1;
  }
  return covered;
}

describe('timeSpentMs properties', () => {
  it('is never negative and never more than the time from the first event to the last close', () => {
    fc.assert(
      fc.property(events, options, (log, opts) => {
        const spent = timeSpentMs(log, opts);
        expect(spent).toBeGreaterThanOrEqual(0);
        const times = log.map((e) => e.at);
        const latest = Math.max(...times, ...times.map((t) => t + opts.openSpanCapMs));
        expect(spent).toBeLessThanOrEqual(Math.max(0, latest - Math.min(...times)));
      }),
    );
  });

  it('counts each moment once: ended visits add up to the time they cover together', () => {
    fc.assert(
      fc.property(visits, (spans) => {
        expect(timeSpentMs(eventsOf(spans), { now: 0 })).toBe(coveredTime(spans));
      }),
    );
  });

  it('does not depend on the order the events are listed in', () => {
    fc.assert(
      fc.property(
        events.chain((log) =>
          fc.tuple(fc.constant(log), fc.shuffledSubarray(log, { minLength: log.length })),
        ),
        options,
        ([log, shuffled], opts) => {
          expect(timeSpentMs(shuffled, opts)).toBe(timeSpentMs(log, opts));
        },
      ),
    );
  });

  it('counts the same log sent twice once', () => {
    fc.assert(
      fc.property(events, options, (log, opts) => {
        expect(timeSpentMs([...log, ...log], opts)).toBe(timeSpentMs(log, opts));
      }),
    );
  });

  it('gives merged spans that are ordered, apart and not empty of meaning', () => {
    fc.assert(
      fc.property(events, options, (log, opts) => {
        const spans = activitySpans(log, opts);
        for (const [index, span] of spans.entries()) {
          expect(span.end).toBeGreaterThanOrEqual(span.start);
          const next = spans[index + 1];
          if (next) expect(next.start).toBeGreaterThan(span.end);
        }
      }),
    );
  });

  it('never falls as now moves on, and adds at most the cap per open start', () => {
    fc.assert(
      fc.property(events, options, fc.nat(300), (log, opts, later) => {
        const before = timeSpentMs(log, opts);
        const after = timeSpentMs(log, { ...opts, now: opts.now + later });
        expect(after).toBeGreaterThanOrEqual(before);
        const ended = timeSpentMs(log, { ...opts, openSpanCapMs: 0 });
        const starts = log.filter((e) => e.action === 'start').length;
        expect(after - ended).toBeLessThanOrEqual(starts * opts.openSpanCapMs);
      }),
    );
  });

  it('ignores ends that come before any start', () => {
    fc.assert(
      fc.property(events, options, fc.array(fc.nat(500), { maxLength: 5 }), (log, opts, early) => {
        fc.pre(log.length > 0);
        const first = Math.min(...log.map((e) => e.at));
        const stray = early.map((t) => ({ action: 'end' as const, at: first - 1 - t }));
        expect(timeSpentMs([...stray, ...log], opts)).toBe(timeSpentMs(log, opts));
      }),
    );
  });
});
