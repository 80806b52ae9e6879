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

/**
 * One statement: the items are stored (in their order, so their seqs rise in it) and each stored
 * row is announced as its notice.
 */
export const livePublisher: LivePublisher = {
  async publish(tx, items) {
    if (items.length === 0) return;
    const rows = JSON.stringify(
      items.map((item) => ({ user_id: item.userId, type: item.type, data: item.data })),
    );
    await tx.execute(
      sql`with stored as (
            insert into ${liveEvents} (user_id, type, data)
            select item.user_id, item.type, item.data
            from rows from (jsonb_to_recordset(${rows}::jsonb) as (user_id integer, type text, data jsonb))
              with ordinality as item(user_id, type, data, position)
            order by item.position
            returning seq, user_id, type, data)
          select pg_notify(${LIVE_CHANNEL}, json_build_object('seq', seq, 'user_id', user_id, 'type', type, 'data', data)::text)
          from stored order by seq`,
    );
  },
};

/** Deletes the stored live events from before `before`, which no stream catches up from any more. */
export async function purgeLiveEvents(db: Database, before: Date): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, before));
}
