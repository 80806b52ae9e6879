import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { TestClock } from '../test/test-clock.js';
import { openTestDatabase } from '../test/test-database.js';
import { RateLimiter } from './rate-limiter.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rule = { bucket: 'test', limit: 3, windowSeconds: 60 };

describe('RateLimiter', () => {
  it('limits a key after the limit within the window and frees it as events age', async () => {
    const clock = new TestClock(new Date('2026-01-01T10:00:00Z'));
    const limiter = new RateLimiter(database.db, clock);
    for (let i = 0; i < 3; i++) {
      expect((await limiter.check(rule, 'a@school.test')).limited).toBe(false);
      await limiter.record(rule, 'a@school.test');
      clock.advance(10_000);
    }
    const limited = await limiter.check(rule, 'A@School.test ');
    expect(limited).toEqual({ limited: true, retryAfterSeconds: 30 });
    expect((await limiter.check(rule, 'b@school.test')).limited).toBe(false);
    expect((await limiter.check({ ...rule, bucket: 'other' }, 'a@school.test')).limited).toBe(
      false,
    );
    clock.advance(31_000);
    expect((await limiter.check(rule, 'a@school.test')).limited).toBe(false);
  });

  it('forgets a key when cleared', async () => {
    const limiter = new RateLimiter(database.db, new TestClock());
    for (let i = 0; i < 3; i++) await limiter.record(rule, 'c@school.test');
    expect((await limiter.check(rule, 'c@school.test')).limited).toBe(true);
    await limiter.clear(rule, 'c@school.test');
    expect((await limiter.check(rule, 'c@school.test')).limited).toBe(false);
  });

  it('never stores the key itself', async () => {
    const limiter = new RateLimiter(database.db, new TestClock());
    await limiter.record(rule, 'private@school.test');
    const rows = await database.db.query.rateLimitEvents.findMany();
    expect(JSON.stringify(rows)).not.toContain('private');
  });
});
