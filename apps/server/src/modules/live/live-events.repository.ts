import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authTokens, liveEvents, users } from '../../db/schema/index.js';
import type { LiveNotice } from '../../lib/live-publisher.js';

const asNotice = (row: typeof liveEvents.$inferSelect): LiveNotice => ({
  seq: row.seq,
  user_id: row.userId,
  type: row.type as LiveNotice['type'],
  data: row.data,
});

/** SQL of the live stream: missed events, sign-ins still valid, and the daily purge. */
export function createLiveEventsRepository(db: Database) {
  return {
    /**
     * A user's events after `seq`, oldest first, at most `limit`; `more` when there were more
     * (then `latestSeq` is where a refetched screen stands).
     */
    async eventsAfter(userId: number, seq: number, limit: number) {
      const rows = await db
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, userId), gt(liveEvents.seq, seq)))
        .orderBy(desc(liveEvents.seq))
        .limit(limit + 1);
      return {
        events: rows.slice(0, limit).reverse().map(asNotice),
        more: rows.length > limit,
        latestSeq: rows[0]?.seq ?? seq,
      };
    },

    /**
     * The user's newest event made at least `seconds` ago by the database's clock (which stamps
     * the events), or 0: where a screen's first stream catches up from.
     */
    async newestEventBefore(userId: number, seconds: number): Promise<number> {
      const [row] = await db
        .select({ seq: liveEvents.seq })
        .from(liveEvents)
        .where(
          and(
            eq(liveEvents.userId, userId),
            lt(liveEvents.createdAt, sql`now() - make_interval(secs => ${seconds}::int)`),
          ),
        )
        .orderBy(desc(liveEvents.seq))
        .limit(1);
      return row?.seq ?? 0;
    },

    /** Which of these sign-ins still hold: not signed out, not expired, account active. */
    async validSignIns(authTokenIds: readonly number[], now: Date): Promise<Set<number>> {
      if (authTokenIds.length === 0) return new Set();
      const rows = await db
        .select({ id: authTokens.id })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(
          and(
            inArray(authTokens.id, [...authTokenIds]),
            isNull(authTokens.revokedAt),
            gt(authTokens.expiresAt, now),
            eq(users.isActive, true),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type LiveEventsRepository = ReturnType<typeof createLiveEventsRepository>;
