import { createHash } from 'node:crypto';
import { and, count, eq, gte, lt, min } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimitEvents } from '../db/schema/index.js';
import type { Clock } from './clock.js';

export interface RateRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export interface RateState {
  limited: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts events per key in a sliding window, in the database so that every API instance sees the
 * same counts. Keys (emails, addresses) are hashed before they are stored.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async check(rule: RateRule, key: string): Promise<RateState> {
    const since = this.windowStart(rule);
    const [row] = await this.db
      .select({ events: count(), oldest: min(rateLimitEvents.createdAt) })
      .from(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.bucket, rule.bucket),
          eq(rateLimitEvents.keyHash, hashKey(rule, key)),
          gte(rateLimitEvents.createdAt, since),
        ),
      );
    const events = Number(row?.events ?? 0);
    if (events < rule.limit || !row?.oldest) return { limited: false, retryAfterSeconds: 0 };
    const oldest = new Date(row.oldest).getTime();
    const retryAfterMs = oldest + rule.windowSeconds * 1000 - this.clock.now().getTime();
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  async record(rule: RateRule, key: string): Promise<void> {
    const keyHash = hashKey(rule, key);
    await this.db
      .insert(rateLimitEvents)
      .values({ bucket: rule.bucket, keyHash, createdAt: this.clock.now() });
    await this.db
      .delete(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.bucket, rule.bucket),
          eq(rateLimitEvents.keyHash, keyHash),
          lt(rateLimitEvents.createdAt, this.windowStart(rule)),
        ),
      );
  }

  async clear(rule: RateRule, key: string): Promise<void> {
    await this.db
      .delete(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.bucket, rule.bucket),
          eq(rateLimitEvents.keyHash, hashKey(rule, key)),
        ),
      );
  }

  private windowStart(rule: RateRule): Date {
    return new Date(this.clock.now().getTime() - rule.windowSeconds * 1000);
  }
}

function hashKey(rule: RateRule, key: string): string {
  return createHash('sha256').update(`${rule.bucket}:${key.trim().toLowerCase()}`).digest('hex');
}
