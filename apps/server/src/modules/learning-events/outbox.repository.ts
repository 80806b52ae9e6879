import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { lrsOutbox } from '../../db/schema/index.js';

/** The first pause after a failed delivery, doubled after each further failure up to the cap. */
export const FIRST_RETRY_MS = 2_000;
export const LONGEST_RETRY_MS = 5 * 60_000;

/** Every SQL statement of the LRS outbox. */
export function createOutboxRepository(db: Database) {
  return {
    /**
     * Takes up to `limit` due rows for this process until `leaseUntil`: rows another process is
     * taking at the same moment are skipped, and a taken row is not due again for anyone until
     * its lease ends (so a process that dies mid-delivery only delays it).
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<number[]> {
      const rows = await db
        .update(lrsOutbox)
        .set({ nextTryAt: leaseUntil })
        .where(
          inArray(
            lrsOutbox.eventSeq,
            sql`(select ${lrsOutbox.eventSeq} from ${lrsOutbox}
              where ${lrsOutbox.nextTryAt} <= ${now.toISOString()}::timestamptz
              order by ${lrsOutbox.eventSeq}
              limit ${limit}
              for update skip locked)`,
          ),
        )
        .returning({ seq: lrsOutbox.eventSeq });
      return rows.map((row) => row.seq).sort((a, b) => a - b);
    },

    /** The LRS has these statements. */
    async delivered(seqs: readonly number[]): Promise<void> {
      if (seqs.length === 0) return;
      await db.delete(lrsOutbox).where(inArray(lrsOutbox.eventSeq, [...seqs]));
    },

    /**
     * A failed delivery: each row waits 2 s doubled by its earlier tries, at most 5 min, with
     * a quarter either way of jitter so processes and rows spread out.
     */
    async failed(seqs: readonly number[], now: Date, error: string): Promise<void> {
      if (seqs.length === 0) return;
      const pauseMs = sql`least(${FIRST_RETRY_MS} * power(2, least(${lrsOutbox.tries}, 20)) * (0.75 + random() * 0.5), ${LONGEST_RETRY_MS})`;
      await db
        .update(lrsOutbox)
        .set({
          tries: sql`${lrsOutbox.tries} + 1`,
          nextTryAt: sql`${now.toISOString()}::timestamptz + ${pauseMs} * interval '1 millisecond'`,
          lastError: error,
        })
        .where(inArray(lrsOutbox.eventSeq, [...seqs]));
    },

    /** A statement that cannot be sent as it is: kept with its error, looked at again rarely. */
    async setAside(seq: number, until: Date, error: string): Promise<void> {
      await db
        .update(lrsOutbox)
        .set({ tries: sql`${lrsOutbox.tries} + 1`, nextTryAt: until, lastError: error })
        .where(inArray(lrsOutbox.eventSeq, [seq]));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
