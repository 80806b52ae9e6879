import { PUSH_RETRY_POLICY } from '@kitlab/domain';
import { describe, expect, it } from 'vitest';
import { planRetry, retryAfterMs, type SendFailure } from './plan-retry.js';

const failedAt = new Date('2026-03-02T08:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** The middle of the jitter: each pause exactly its backoff. */
const middle = () => 0.5;

const plan = (failure: SendFailure, tries = 1, random = middle) =>
  planRetry(failure, { tries, failedAt, random });
const answered = (status: number, retryAfter?: string): SendFailure => ({
  kind: 'answered',
  status,
  retryAfter,
});
const pauseOf = (planned: ReturnType<typeof planRetry>) =>
  planned.kind === 'retry' ? planned.at.getTime() - failedAt.getTime() : null;

describe('planRetry', () => {
  it.each([404, 410])('gives the device up on %i', (status) => {
    expect(plan(answered(status))).toEqual({ kind: 'gone' });
  });

  it.each([
    [400, "The push service refused this device's messages as malformed (400)."],
    [
      401,
      "The push service refused this device's messages (401): it did not accept the server's VAPID signature.",
    ],
    [
      403,
      "The push service refused this device's messages (403): it did not accept the server's VAPID signature.",
    ],
    [413, "The push service refused this device's messages as too large (413)."],
    [405, "The push service refused this device's messages (405)."],
    [422, "The push service refused this device's messages (422)."],
    [301, 'The push service answered with a redirect (301), which is not followed.'],
    [307, 'The push service answered with a redirect (307), which is not followed.'],
  ])('fails at once on %i, which would come again every time', (status, reason) => {
    expect(plan(answered(status))).toEqual({ kind: 'failed', reason });
  });

  it.each([
    [429, 'The push service asked for fewer messages (429).'],
    [408, 'The push service failed (408).'],
    [500, 'The push service failed (500).'],
    [502, 'The push service failed (502).'],
    [503, 'The push service failed (503).'],
  ])('tries %i again after 30 s', (status, reason) => {
    const planned = plan(answered(status));
    expect(planned).toEqual({
      kind: 'retry',
      at: new Date(failedAt.getTime() + 30 * SECOND),
      reason,
    });
  });

  it('tries network failures and timeouts again', () => {
    expect(plan({ kind: 'unreachable', code: 'ECONNREFUSED' })).toMatchObject({
      kind: 'retry',
      reason: 'The push service could not be reached (ECONNREFUSED).',
    });
    expect(plan({ kind: 'timed-out', afterMs: 10_000 })).toMatchObject({
      kind: 'retry',
      reason: 'The push service did not answer within 10 s.',
    });
  });

  it('never sends to an address that is not public', () => {
    expect(plan({ kind: 'not-public' })).toEqual({
      kind: 'failed',
      reason: "The push service's address is not a public one, so nothing was sent to it.",
    });
  });

  it('waits longer after each try, about 15 minutes in all, and then gives up', () => {
    const pauses = [1, 2, 3, 4, 5].map((tries) => pauseOf(plan(answered(503), tries)));
    expect(pauses).toEqual([0.5, 1, 2, 4, 8].map((minutes) => minutes * MINUTE));
    expect(plan(answered(503), PUSH_RETRY_POLICY.maxTries)).toEqual({
      kind: 'failed',
      reason: 'The push service failed (503).',
    });
  });

  it('spreads each pause a quarter either way with the randomness given', () => {
    expect(pauseOf(plan(answered(500), 3, () => 0))).toBe(1.5 * MINUTE);
    expect(pauseOf(plan(answered(500), 3, () => 0.999_999))).toBe(Math.round(2.5 * MINUTE - 0.12));
    expect(pauseOf(plan(answered(500), 3, () => 0.25))).toBe(1.75 * MINUTE);
  });

  it("waits at least as long as a 429's Retry-After in seconds", () => {
    expect(pauseOf(plan(answered(429, '120')))).toBe(2 * MINUTE);
    // A Retry-After shorter than the backoff does not hurry the next try.
    expect(pauseOf(plan(answered(429, '5')))).toBe(30 * SECOND);
  });

  it("waits until a Retry-After's HTTP-date, on a 503 too", () => {
    const later = new Date(failedAt.getTime() + 7 * MINUTE).toUTCString();
    expect(pauseOf(plan(answered(429, later)))).toBe(7 * MINUTE);
    expect(pauseOf(plan(answered(503, later)))).toBe(7 * MINUTE);
  });

  it('gives up a push whose service asks to wait more than an hour', () => {
    expect(plan(answered(429, String(2 * 60 * 60)))).toEqual({
      kind: 'failed',
      reason:
        'The push service asked for fewer messages (429). It asked to wait more than an hour.',
    });
  });
});

describe('retryAfterMs', () => {
  it('reads delay-seconds and HTTP-dates, in the past as no wait', () => {
    expect(retryAfterMs('0', failedAt)).toBe(0);
    expect(retryAfterMs(' 90 ', failedAt)).toBe(90 * SECOND);
    expect(retryAfterMs('Mon, 02 Mar 2026 08:10:00 GMT', failedAt)).toBe(10 * MINUTE);
    expect(retryAfterMs('Monday, 02-Mar-26 08:01:00 GMT', failedAt)).toBe(MINUTE);
    expect(retryAfterMs('Mon, 02 Mar 2026 07:00:00 GMT', failedAt)).toBe(0);
  });

  it('ignores a missing or unreadable value', () => {
    expect(retryAfterMs(undefined, failedAt)).toBeNull();
    expect(retryAfterMs('', failedAt)).toBeNull();
    expect(retryAfterMs('soon', failedAt)).toBeNull();
    expect(retryAfterMs('-5', failedAt)).toBeNull();
  });
});
