import { createHash } from 'node:crypto';
import { and, count, eq, gt, lte, min, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rowsWritten } from '../db/rows-written.js';
import { rateLimitEvents } from '../db/schema/index.js';
import { inTransaction } from '../db/transaction.js';
import type { Clock } from './clock.js';
import { studentEmailSql } from './student-naming.sql.js';

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

/** What `take` answers: a pause, or that the attempt was counted. */
export type RateTake = { limited: true; retryAfterSeconds: number } | { limited: false };

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
   * Counts one attempt under every claim, or none when any of them (or any `watched` claim) is at
   * its limit. Check and count happen under a lock per counted key, so a burst of parallel
   * attempts cannot all pass the check before the first of them is counted. Watched claims are
   * only read: they are counted elsewhere, later (a sign-in's failures per address), and a read
   * takes no lock, so attempts that share only a watched key never wait on each other.
   */
  take(claims: RateClaim[], watched: RateClaim[] = []): Promise<RateTake> {
    const counted = hashClaims(claims);
    return inTransaction(this.db, async (tx) => {
      // Locks in one order everywhere (by hash), so two takes never wait on each other in a circle.
      for (const { keyHash } of counted) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${keyHash}, 0))`);
      }
      const wait = await this.longestWait(tx, [...counted, ...hashClaims(watched)]);
      if (wait > 0) return { limited: true, retryAfterSeconds: wait };
      await this.count(tx, counted);
      return { limited: false };
    });
  }

  /** Seconds until every claim may pass, counting nothing; 0 when they may now. */
  pausedFor(claims: RateClaim[]): Promise<number> {
    return this.longestWait(this.db, hashClaims(claims));
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

  private async longestWait(db: Database, claims: HashedClaim[]): Promise<number> {
    let longest = 0;
    for (const claim of claims) longest = Math.max(longest, await this.waitFor(db, claim));
    return longest;
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
  private async count(tx: Database, claims: HashedClaim[]): Promise<void> {
    const now = this.clock.now();
    await tx
      .insert(rateLimitEvents)
      .values(
        claims.map(({ rule, keyHash }) => ({ bucket: rule.bucket, keyHash, createdAt: now })),
      );
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
  }

  private windowStart(rule: RateRule): Date {
    return new Date(this.clock.now().getTime() - rule.windowSeconds * 1000);
  }
}

function hashClaims(claims: RateClaim[]): HashedClaim[] {
  return claims
    .map(({ rule, key }) => ({ rule, keyHash: hashKey(rule, key) }))
    .sort((a, b) => a.keyHash.localeCompare(b.keyHash));
}

function hashKey(rule: RateRule, key: string): string {
  return createHash('sha256').update(`${rule.bucket}:${key.trim().toLowerCase()}`).digest('hex');
}

/**
 * Removes the counted events keyed by a student's email address, in any bucket: the hash is
 * `hashKey`'s, worked out in SQL from each row's bucket. Answers how many went.
 */
export function eraseRateLimitStudentData(tx: Database, studentId: number): Promise<number> {
  const keyed = sql`encode(sha256(convert_to(${rateLimitEvents.bucket} || ':' || ${studentEmailSql(studentId)}, 'UTF8')), 'hex')`;
  return rowsWritten(tx, [
    sql`delete from ${rateLimitEvents} where ${rateLimitEvents.keyHash} = ${keyed} returning 1`,
  ]);
}
