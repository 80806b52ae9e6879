import type { LiveEventType } from '@kitlab/contract';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { liveEvents } from '../db/schema/index.js';

/** The channel every API process listens on for live events. */
export const LIVE_CHANNEL = 'kitlab_live';

export interface LiveItem {
  userId: number;
  type: LiveEventType;
  data: Record<string, unknown>;
}

/** What goes through NOTIFY: the stored event, which any process's streams can send as it is. */
export interface LiveNotice {
  seq: number;
  user_id: number;
  type: LiveEventType;
  data: Record<string, unknown>;
}

/**
 * Tells users' open screens about a fact, inside the fact's transaction: the event is stored (so a
 * reconnecting stream can catch up from its id) and announced with NOTIFY, which PostgreSQL
 * delivers to every listening process only when the transaction commits.
 */
export interface LivePublisher {
  publish(tx: Database, items: readonly LiveItem[]): Promise<void>;
}

export const livePublisher: LivePublisher = {
  async publish(tx, items) {
    if (items.length === 0) return;
    const stored = await tx
      .insert(liveEvents)
      .values(items.map((item) => ({ userId: item.userId, type: item.type, data: item.data })))
      .returning({ seq: liveEvents.seq });
    const notices: LiveNotice[] = items.map((item, index) => ({
      seq: stored[index]?.seq ?? 0,
      user_id: item.userId,
      type: item.type,
      data: item.data,
    }));
    await tx.execute(
      sql`select pg_notify(${LIVE_CHANNEL}, notice::text)
          from jsonb_array_elements(${JSON.stringify(notices)}::jsonb) as notice`,
    );
  },
};

/** Deletes the stored live events from before `before`, which no stream catches up from any more. */
export async function purgeLiveEvents(db: Database, before: Date): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, before));
}
