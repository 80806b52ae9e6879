import { createHash } from 'node:crypto';
import { and, count, eq, gt, inArray, lte, min, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimitEvents } from '../db/schema/index.js';
import { inTransaction } from '../db/transaction.js';
import type { Clock } from './clock.js';

export interface RateRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** One key counted under one rule, e.g. an email under the per-account sign-in rule. */
export interface RateClaim {
  rule: RateRule;
  key: string;
}

/**
 * What `take` answers: either a pause, or the events it counted, which `giveBack` removes when
 * the attempt turns out not to count (a successful sign-in).
 */
export type RateTake =
  | { limited: true; retryAfterSeconds: number }
  | { limited: false; ticket: number[] };

interface HashedClaim {
  rule: RateRule;
  keyHash: string;
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

  /**
   * Counts one attempt under every claim, or none when any of them is at its limit. Check and
   * count happen under a lock per key, so a burst of parallel attempts cannot all pass the check
   * before the first of them is counted.
   */
  take(claims: RateClaim[]): Promise<RateTake> {
    const hashed = claims
      .map(({ rule, key }) => ({ rule, keyHash: hashKey(rule, key) }))
      .sort((a, b) => a.keyHash.localeCompare(b.keyHash));
    return inTransaction(this.db, async (tx) => {
      // Locks in one order everywhere (by hash), so two takes never wait on each other in a circle.
      for (const { keyHash } of hashed) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${keyHash}, 0))`);
      }
      const waits: number[] = [];
      for (const claim of hashed) {
        const wait = await this.waitFor(tx, claim);
        if (wait > 0) waits.push(wait);
      }
      if (waits.length > 0) return { limited: true, retryAfterSeconds: Math.max(...waits) };
      return { limited: false, ticket: await this.count(tx, hashed) };
    });
  }

  /** Removes the events of one `take`. */
  async giveBack(ticket: number[]): Promise<void> {
    if (ticket.length === 0) return;
    await this.db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ticket));
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

  /** Seconds until the key may try again under the rule; 0 when it may now. */
  private async waitFor(tx: Database, { rule, keyHash }: HashedClaim): Promise<number> {
    const [row] = await tx
      .select({ events: count(), oldest: min(rateLimitEvents.createdAt) })
      .from(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.bucket, rule.bucket),
          eq(rateLimitEvents.keyHash, keyHash),
          gt(rateLimitEvents.createdAt, this.windowStart(rule)),
        ),
      );
    if (Number(row?.events ?? 0) < rule.limit || !row?.oldest) return 0;
    const oldest = new Date(row.oldest).getTime();
    const retryAfterMs = oldest + rule.windowSeconds * 1000 - this.clock.now().getTime();
    return Math.max(1, Math.ceil(retryAfterMs / 1000));
  }

  /** Stores one event per claim, in one insert, and drops the claims' events past their window. */
  private async count(tx: Database, claims: HashedClaim[]): Promise<number[]> {
    const now = this.clock.now();
    const events = await tx
      .insert(rateLimitEvents)
      .values(claims.map(({ rule, keyHash }) => ({ bucket: rule.bucket, keyHash, createdAt: now })))
      .returning({ id: rateLimitEvents.id });
    await tx
      .delete(rateLimitEvents)
      .where(
        or(
          ...claims.map(({ rule, keyHash }) =>
            and(
              eq(rateLimitEvents.bucket, rule.bucket),
              eq(rateLimitEvents.keyHash, keyHash),
              lte(rateLimitEvents.createdAt, this.windowStart(rule)),
            ),
          ),
        ),
      );
    if (events.length !== claims.length) throw new Error('the rate limit events were not stored');
    return events.map((event) => event.id);
  }

  private windowStart(rule: RateRule): Date {
    return new Date(this.clock.now().getTime() - rule.windowSeconds * 1000);
  }
}

function hashKey(rule: RateRule, key: string): string {
  return createHash('sha256').update(`${rule.bucket}:${key.trim().toLowerCase()}`).digest('hex');
}
