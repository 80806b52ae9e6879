import type { LiveEventType } from '@kitlab/contract';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { jsonbText } from '../db/jsonb-text.js';
import { preparedSql } from '../db/prepared.js';
import { rowsWritten } from '../db/rows-written.js';
import { liveEvents } from '../db/schema/index.js';
import { namesStudent } from './student-naming.sql.js';

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
  /**
   * Runs `work` in the transaction `tx` with every item published to `tx` meanwhile held back,
   * then publishes them all in one statement, in the order they came, before the transaction
   * ends: a fact and the notices its consumers add (notification, rewards) in one round trip.
   */
  together<T>(tx: Database, work: () => Promise<T>): Promise<T>;
}

/** The items held back per transaction by `together`. */
const held = new WeakMap<Database, LiveItem[]>();

/**
 * Live items stored and announced by a write's own statement, which so needs no statement of
 * their own: `ctes` goes in its `with` and takes the items in the placeholder `live`
 * (`jsonOf`), and the statement selects `announced`, since PostgreSQL runs a `with` part that
 * only selects when something reads it. Each item is stored in its order (so their seqs rise in
 * it) and each stored row announced with NOTIFY, which PostgreSQL delivers to every listening
 * process only when the transaction commits.
 */
export const liveCarried = {
  ctes: sql`live_stored as (
      insert into ${liveEvents} (user_id, type, data)
      select item.user_id, item.type, item.data
      from rows from (jsonb_to_recordset(${sql.placeholder('live')}::jsonb) as (user_id integer, type text, data jsonb))
        with ordinality as item(user_id, type, data, position)
      order by item.position
      returning seq, user_id, type, data
    ), live_announced as (
      select pg_notify(${LIVE_CHANNEL}, json_build_object('seq', seq, 'user_id', user_id, 'type', type, 'data', data)::text)
      from live_stored order by seq
    )`,
  announced: sql<number>`(select count(*)::int from live_announced)`,
  jsonOf: (items: readonly LiveItem[]): string =>
    jsonbText(items.map((item) => ({ user_id: item.userId, type: item.type, data: item.data }))),
};

const storeAndNotifyStatement = preparedSql(
  'live_store_and_notify',
  () => sql`with ${liveCarried.ctes} select ${liveCarried.announced}`,
);

async function storeAndNotify(tx: Database, items: readonly LiveItem[]) {
  if (items.length === 0) return;
  await storeAndNotifyStatement(tx, { live: liveCarried.jsonOf(items) });
}

/** One statement per publish, or per transaction under `together`. */
export const livePublisher: LivePublisher = {
  async publish(tx, items) {
    const waiting = held.get(tx);
    if (waiting) waiting.push(...items);
    else await storeAndNotify(tx, items);
  },
  async together(tx, work) {
    if (held.has(tx)) return work();
    const items: LiveItem[] = [];
    held.set(tx, items);
    try {
      const result = await work();
      held.delete(tx);
      await storeAndNotify(tx, items);
      return result;
    } finally {
      held.delete(tx);
    }
  },
};

/** Deletes the stored live events from before `before`, which no stream catches up from any more. */
export async function purgeLiveEvents(db: Database, before: Date): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, before));
}

/**
 * Removes the live events sent to a student or naming them (a notice to a teacher carries the
 * notification's text); answers how many went.
 */
export function eraseLiveStudentData(tx: Database, studentId: number): Promise<number> {
  const named = namesStudent(sql`${liveEvents.data}::text`, studentId);
  return rowsWritten(tx, [
    sql`delete from ${liveEvents} where ${liveEvents.userId} = ${studentId} or ${named} returning 1`,
  ]);
}
