import { eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { derivedViewCursors, learningEvents } from '../../db/schema/index.js';

/**
 * How many events before its cursor a refresh reads again. An event's `seq` is taken when its
 * row is inserted but only seen once its transaction commits, so a transaction that commits late
 * can make an event with a lower `seq` appear after a refresh has read past it. Reading this
 * window again (views keep one row per fact, so nothing counts twice) picks up such events as
 * long as fewer than this many others were stored in the meantime.
 */
export const CURSOR_OVERLAP_EVENTS = 10_000;

/** Where a derived view has read the learning event stream up to. Runs inside its refresh. */
export function createCursorsRepository(db: Database) {
  return {
    /** The view's cursor, locked until the transaction ends so refreshes never overlap. */
    async lockCursor(view: string, now: Date): Promise<number> {
      await db
        .insert(derivedViewCursors)
        .values({ viewName: view, lastSeq: 0, updatedAt: now })
        .onConflictDoNothing();
      const [row] = await db
        .select({ lastSeq: derivedViewCursors.lastSeq })
        .from(derivedViewCursors)
        .where(eq(derivedViewCursors.viewName, view))
        .for('update');
      return row?.lastSeq ?? 0;
    },

    async moveCursor(view: string, lastSeq: number, now: Date): Promise<void> {
      await db
        .update(derivedViewCursors)
        .set({ lastSeq, updatedAt: now })
        .where(eq(derivedViewCursors.viewName, view));
    },

    /** The newest event stored so far: where a refresh reads up to. */
    async newestSeq(): Promise<number> {
      const [row] = await db.select({ seq: max(learningEvents.seq) }).from(learningEvents);
      return row?.seq ?? 0;
    },
  };
}
