import type { core } from '@kitlab/contract';
import type { Database } from '../../../db/client.js';
import { inTransaction } from '../../../db/transaction.js';
import type { Clock } from '../../../lib/clock.js';
import { loggableError } from '../../../lib/logging/loggable-error.js';
import { createRefreshLogsRepository } from './refresh-logs.repository.js';
import { CURSOR_OVERLAP_EVENTS, createTimeNormsRepository } from './time-norms.repository.js';

/** One derived view: how to bring it up to date. Answers how many of its rows it wrote. */
export interface DerivedViewRefresh {
  view: core.DerivedView;
  refresh(db: Database, now: Date): Promise<number>;
}

const MAX_ERROR_LENGTH = 500;

/**
 * The usual time of each activity: reads the hand-ins stored since its cursor (and a window
 * before it, see CURSOR_OVERLAP_EVENTS), keeps one sample per attempt and works the median out
 * again for the activities whose samples changed, all in one transaction with the cursor.
 */
export const activityTimeNormsView: DerivedViewRefresh = {
  view: 'activity_time_norms',
  refresh: (db, now) =>
    inTransaction(db, async (tx) => {
      const repo = createTimeNormsRepository(tx);
      const cursor = await repo.lockCursor('activity_time_norms', now);
      const newest = await repo.newestSeq();
      const from = Math.max(0, cursor - CURSOR_OVERLAP_EVENTS);
      const changed = await repo.takeSamples(from, newest);
      const pairs = new Map(changed.map((p) => [`${p.activityId}:${p.scopeId}`, p]));
      const written = await repo.recompute([...pairs.values()], now);
      await repo.moveCursor('activity_time_norms', Math.max(cursor, newest), now);
      return written;
    }),
};

export const DERIVED_VIEW_REFRESHES: readonly DerivedViewRefresh[] = [activityTimeNormsView];

/**
 * Refreshes each view and logs the run in cache_refresh_logs, succeeded or failed; a failed
 * view does not stop the others. Answers whether every view refreshed.
 */
export async function refreshDerivedViews(deps: {
  db: Database;
  clock: Clock;
  views?: readonly DerivedViewRefresh[];
}): Promise<boolean> {
  const logs = createRefreshLogsRepository(deps.db);
  let allDone = true;
  for (const view of deps.views ?? DERIVED_VIEW_REFRESHES) {
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
