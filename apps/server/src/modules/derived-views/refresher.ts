import type { core } from '@kitlab/contract';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { loggableError } from '../../lib/logging/loggable-error.js';
import { CURSOR_OVERLAP_EVENTS, createCursorsRepository } from './cursors.repository.js';
import { createRefreshLogsRepository } from './refresh-logs.repository.js';

/** One derived view: how to bring it up to date. Answers how many of its rows it wrote. */
export interface DerivedViewRefresh {
  view: core.DerivedView;
  refresh(db: Database, now: Date): Promise<number>;
}

/** The events a refresh takes in: those stored after `from`, up to and including `to`. */
export interface EventRange {
  from: number;
  to: number;
  /** Where the view had read up to: events from `from` to here are read again. */
  after: number;
  /** The view has read no event yet: it is built from everything there is. */
  fromStart: boolean;
}

/**
 * Runs `takeIn` over the events stored since the view's cursor (and a window before it, see
 * CURSOR_OVERLAP_EVENTS) and moves the cursor past them, all in one transaction that holds the
 * cursor's row lock, so two processes never refresh one view at once and a failed run leaves
 * the cursor where it was.
 */
function refreshFromCursor(
  db: Database,
  view: core.DerivedView,
  now: Date,
  takeIn: (tx: Database, range: EventRange) => Promise<number>,
  overlapEvents = CURSOR_OVERLAP_EVENTS,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const cursors = createCursorsRepository(tx);
    const cursor = await cursors.lockCursor(view, now);
    const newest = await cursors.newestSeq();
    const written = await takeIn(tx, {
      from: Math.max(0, cursor - overlapEvents),
      to: newest,
      after: cursor,
      fromStart: cursor === 0,
    });
    await cursors.moveCursor(view, Math.max(cursor, newest), now);
    return written;
  });
}

/**
 * A view kept from the event stream: `takeIn` brings it up to date with a run's events (see
 * refreshFromCursor). Answers how many of its rows it wrote.
 */
export function streamView(
  view: core.DerivedView,
  takeIn: (tx: Database, range: EventRange, now: Date) => Promise<number>,
  overlapEvents?: number,
): DerivedViewRefresh {
  return {
    view,
    refresh: (db, now) =>
      refreshFromCursor(db, view, now, (tx, range) => takeIn(tx, range, now), overlapEvents),
  };
}

const MAX_ERROR_LENGTH = 500;

/**
 * Refreshes each view and logs the run in cache_refresh_logs, succeeded or failed; a failed
 * view does not stop the others. Answers whether every view refreshed.
 */
export async function refreshDerivedViews(deps: {
  db: Database;
  clock: Clock;
  views: readonly DerivedViewRefresh[];
}): Promise<boolean> {
  const logs = createRefreshLogsRepository(deps.db);
  let allDone = true;
  for (const view of deps.views) {
    const startedAt = deps.clock.now();
    try {
      const rows = await view.refresh(deps.db, startedAt);
      await logs.write({
        viewName: view.view,
        startedAt,
        finishedAt: deps.clock.now(),
        succeeded: true,
        rows,
      });
    } catch (error) {
      allDone = false;
      await logs.write({
        viewName: view.view,
        startedAt,
        finishedAt: deps.clock.now(),
        succeeded: false,
        // A failed query's message would carry its values: the log keeps the safe message.
        error: loggableError(error).message.slice(0, MAX_ERROR_LENGTH),
      });
    }
  }
  return allDone;
}
