import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUIET_HOURS,
  type DeliveryChoice,
  decideDelivery,
  digestDayDue,
  isQuietAt,
  quietHoursEndAfter,
} from './notification-delivery.js';
import { localMinutes } from './zoned-time.js';

const at = (iso: string) => new Date(iso);
const decide = (
  now: string,
  timeZone = 'UTC',
  choice: DeliveryChoice = 'now',
  pushEnabled = true,
) =>
  decideDelivery({ choice, quietHours: DEFAULT_QUIET_HOURS, timeZone, now: at(now), pushEnabled });

describe('decideDelivery', () => {
  it('pushes now outside quiet hours', () => {
    expect(decide('2030-03-10T12:00:00Z')).toEqual({
      pushDueAt: at('2030-03-10T12:00:00Z'),
      inDigest: false,
    });
  });

  it('holds a push in the evening until 07:00 the next school day', () => {
    expect(decide('2030-03-10T21:30:00Z').pushDueAt).toEqual(at('2030-03-11T07:00:00Z'));
  });

  it('holds a push after midnight until 07:00 the same day', () => {
    expect(decide('2030-03-11T03:00:00Z').pushDueAt).toEqual(at('2030-03-11T07:00:00Z'));
  });

  it('starts quiet hours at 20:00 exactly and ends them at 07:00 exactly', () => {
    expect(decide('2030-03-10T19:59:00Z').pushDueAt).toEqual(at('2030-03-10T19:59:00Z'));
    expect(decide('2030-03-10T20:00:00Z').pushDueAt).toEqual(at('2030-03-11T07:00:00Z'));
    expect(decide('2030-03-11T07:00:00Z').pushDueAt).toEqual(at('2030-03-11T07:00:00Z'));
  });

  it('crosses a month end, a year end and a leap day', () => {
    expect(decide('2030-04-30T22:00:00Z').pushDueAt).toEqual(at('2030-05-01T07:00:00Z'));
    expect(decide('2030-12-31T23:00:00Z').pushDueAt).toEqual(at('2031-01-01T07:00:00Z'));
    expect(decide('2028-02-28T21:00:00Z').pushDueAt).toEqual(at('2028-02-29T07:00:00Z'));
  });

  it('reads quiet hours on the school clock far from UTC', () => {
    // 08:00 UTC is 21:00 in Auckland (NZDT, +13): quiet until 07:00 there, 18:00 UTC.
    expect(decide('2030-01-15T08:00:00Z', 'Pacific/Auckland').pushDueAt).toEqual(
      at('2030-01-15T18:00:00Z'),
    );
    // 12:00 UTC is 02:00 in Honolulu (-10): quiet until 07:00 there, 17:00 UTC.
    expect(decide('2030-01-15T12:00:00Z', 'Pacific/Honolulu').pushDueAt).toEqual(
      at('2030-01-15T17:00:00Z'),
    );
  });

  it('ends quiet hours at 07:00 summer time on the night the clocks go forward', () => {
    // London, 30 March 2030: 21:00 GMT the evening before; 07:00 BST is 06:00 UTC.
    expect(decide('2030-03-30T21:00:00Z', 'Europe/London').pushDueAt).toEqual(
      at('2030-03-31T06:00:00Z'),
    );
  });

  it('ends quiet hours at 07:00 winter time on the night the clocks go back', () => {
    // London, 27 October 2030: 21:00 BST (20:00 UTC) the evening before; 07:00 GMT is 07:00 UTC.
    expect(decide('2030-10-26T20:00:00Z', 'Europe/London').pushDueAt).toEqual(
      at('2030-10-27T07:00:00Z'),
    );
    // Sydney goes back on 7 April 2030: 07:00 AEST is 21:00 UTC the day before.
    expect(decide('2030-04-06T10:00:00Z', 'Australia/Sydney').pushDueAt).toEqual(
      at('2030-04-06T21:00:00Z'),
    );
  });

  it('puts digest kinds in the digest without a push, and off kinds in neither', () => {
    expect(decide('2030-03-10T12:00:00Z', 'UTC', 'digest')).toEqual({
      pushDueAt: null,
      inDigest: true,
    });
    expect(decide('2030-03-10T12:00:00Z', 'UTC', 'off')).toEqual({
      pushDueAt: null,
      inDigest: false,
    });
  });

  it('pushes nothing while the organisation has push notifications off', () => {
    expect(decide('2030-03-10T12:00:00Z', 'UTC', 'now', false)).toEqual({
      pushDueAt: null,
      inDigest: false,
    });
  });
});

const ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Sao_Paulo',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Asia/Kolkata',
];
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
// Quiet hours ending from 04:00 on: no real zone changes its clocks then.
const morning = fc
  .tuple(fc.integer({ min: 4, max: 11 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const instant = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2036, 0, 1) })
  .map((ms) => new Date(ms));

describe('decideDelivery properties', () => {
  it('never pushes before now, and never into quiet hours', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        time,
        morning,
        instant,
        (timeZone, start, end, now) => {
          const quietHours = { start, end };
          const { pushDueAt } = decideDelivery({
            choice: 'now',
            quietHours,
            timeZone,
            now,
            pushEnabled: true,
          });
          expect(pushDueAt).not.toBeNull();
          const due = pushDueAt as Date;
          expect(due.getTime()).toBeGreaterThanOrEqual(now.getTime());
          expect(due.getTime() - now.getTime()).toBeLessThanOrEqual(26 * 3_600_000);
          expect(isQuietAt(due, quietHours, timeZone)).toBe(false);
        },
      ),
    );
  });

  it('holds a push exactly until the local end time of the quiet hours', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        time,
        morning,
        instant,
        (timeZone, start, end, now) => {
          const quietHours = { start, end };
          const due = quietHoursEndAfter(now, quietHours, timeZone);
          if (isQuietAt(now, quietHours, timeZone)) {
            const [h = 0, m = 0] = end.split(':').map(Number);
            expect(localMinutes(due, timeZone)).toBe(h * 60 + m);
          } else {
            expect(due).toEqual(now);
          }
        },
      ),
    );
  });

  it('never pushes and never digests an off kind, and never pushes a digest kind', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        instant,
        fc.boolean(),
        (timeZone, now, pushEnabled) => {
          const facts = { quietHours: DEFAULT_QUIET_HOURS, timeZone, now, pushEnabled };
          expect(decideDelivery({ ...facts, choice: 'off' })).toEqual({
            pushDueAt: null,
            inDigest: false,
          });
          expect(decideDelivery({ ...facts, choice: 'digest' })).toEqual({
            pushDueAt: null,
            inDigest: true,
          });
        },
      ),
    );
  });
});

describe('digestDayDue', () => {
  const facts = { quietHours: DEFAULT_QUIET_HOURS, timeZone: 'Pacific/Auckland' };

  it('is due once the quiet hours of the school day are over', () => {
    // 18:30 UTC is 07:30 on 16 January in Auckland.
    expect(digestDayDue({ ...facts, now: at('2030-01-15T18:30:00Z'), lastDigestOn: null })).toBe(
      '2030-01-16',
    );
    expect(
      digestDayDue({ ...facts, now: at('2030-01-15T18:30:00Z'), lastDigestOn: '2030-01-15' }),
    ).toBe('2030-01-16');
  });

  it('waits during quiet hours and never sends twice on one school day', () => {
    expect(digestDayDue({ ...facts, now: at('2030-01-15T17:30:00Z'), lastDigestOn: null })).toBe(
      null,
    );
    expect(
      digestDayDue({ ...facts, now: at('2030-01-15T23:00:00Z'), lastDigestOn: '2030-01-16' }),
    ).toBe(null);
  });
});
