import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { rateLimitEvents } from '../db/schema/index.js';
import { TestClock } from '../test/test-clock.js';
import { openTestDatabase } from '../test/test-database.js';
import { RateLimiter, type RateTake } from './rate-limiter.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rule = { bucket: 'test', limit: 3, windowSeconds: 60 };
const wide = { bucket: 'test-wide', limit: 5, windowSeconds: 60 };
const passed = (take: RateTake) => !take.limited;

describe('RateLimiter', () => {
  it('limits a key after the limit within the window and frees it as events age', async () => {
    const clock = new TestClock(new Date('2026-01-01T10:00:00Z'));
    const limiter = new RateLimiter(database.db, clock);
    for (let i = 0; i < 3; i++) {
      expect(passed(await limiter.take([{ rule, key: 'a@school.test' }]))).toBe(true);
      clock.advance(10_000);
    }
    const limited = await limiter.take([{ rule, key: 'A@School.test ' }]);
    expect(limited).toEqual({ limited: true, retryAfterSeconds: 30 });
    expect(passed(await limiter.take([{ rule, key: 'b@school.test' }]))).toBe(true);
    expect(
      passed(await limiter.take([{ rule: { ...rule, bucket: 'other' }, key: 'a@school.test' }])),
    ).toBe(true);
    clock.advance(31_000);
    expect(passed(await limiter.take([{ rule, key: 'a@school.test' }]))).toBe(true);
  });

  it('lets a key try again exactly when the wait it was told has passed', async () => {
    const clock = new TestClock(new Date('2026-01-01T10:00:00Z'));
    const limiter = new RateLimiter(database.db, clock);
    for (let i = 0; i < 3; i++) await limiter.take([{ rule, key: 'edge@school.test' }]);
    const limited = await limiter.take([{ rule, key: 'edge@school.test' }]);
    expect(limited).toEqual({ limited: true, retryAfterSeconds: 60 });
    clock.advance(59_999);
    expect((await limiter.take([{ rule, key: 'edge@school.test' }])).limited).toBe(true);
    clock.advance(1);
    expect(passed(await limiter.take([{ rule, key: 'edge@school.test' }]))).toBe(true);
  });

  it('counts a burst of parallel takes one at a time, so exactly the limit passes', async () => {
    const limiter = new RateLimiter(database.db, new TestClock());
    const takes = await Promise.all(
      Array.from({ length: 50 }, () => limiter.take([{ rule, key: 'burst@school.test' }])),
    );
    expect(takes.filter(passed)).toHaveLength(3);
  });

  it('counts nothing when any claim is at its limit', async () => {
    const limiter = new RateLimiter(database.db, new TestClock());
    for (let i = 0; i < 3; i++) await limiter.take([{ rule, key: 'full@school.test' }]);
    const both = [
      { rule, key: 'full@school.test' },
      { rule: wide, key: '10.0.0.1' },
    ];
    expect((await limiter.take(both)).limited).toBe(true);
    for (let i = 0; i < 5; i++) {
      expect(passed(await limiter.take([{ rule: wide, key: '10.0.0.1' }]))).toBe(true);
    }
  });

  it('checks a watched claim without counting it, and reads a pause without counting', async () => {
    const limiter = new RateLimiter(database.db, new TestClock());
    const address = { rule: wide, key: '10.0.0.2' };
    for (let i = 0; i < 10; i++) {
      expect(passed(await limiter.take([{ rule, key: `watch${i}@school.test` }], [address]))).toBe(
        true,
      );
    }
    expect(await limiter.pausedFor([address])).toBe(0);
    for (let i = 0; i < 5; i++) expect(passed(await limiter.take([address]))).toBe(true);
    expect(await limiter.pausedFor([address])).toBe(60);
    const watchedFull = await limiter.take([{ rule, key: 'watch-late@school.test' }], [address]);
    expect(watchedFull).toEqual({ limited: true, retryAfterSeconds: 60 });
    for (let i = 0; i < 2; i++) {
      expect(passed(await limiter.take([{ rule, key: 'watch-late@school.test' }]))).toBe(true);
    }
    expect(await limiter.pausedFor([{ rule, key: 'watch-late@school.test' }])).toBe(0);
  });

  it('forgets a key when cleared', async () => {
    const limiter = new RateLimiter(database.db, new TestClock());
    for (let i = 0; i < 3; i++) await limiter.take([{ rule, key: 'c@school.test' }]);
    expect((await limiter.take([{ rule, key: 'c@school.test' }])).limited).toBe(true);
    await limiter.clear(rule, 'c@school.test');
    expect(passed(await limiter.take([{ rule, key: 'c@school.test' }]))).toBe(true);
  });

  it('never stores the key itself', async () => {
    const limiter = new RateLimiter(database.db, new TestClock());
    await limiter.take([{ rule, key: 'private@school.test' }]);
    const rows = await database.db.select().from(rateLimitEvents);
    expect(JSON.stringify(rows)).not.toContain('private');
  });
});
