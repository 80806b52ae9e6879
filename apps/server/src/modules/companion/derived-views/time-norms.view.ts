import { type DerivedViewRefresh, refreshFromCursor } from '../../derived-views/index.js';
import { createTimeNormsRepository } from './time-norms.repository.js';

/**
 * The usual time of each activity: keeps one sample per attempt from the hand-ins stored since
 * the cursor and works the median out again for the activities whose samples changed.
 */
export const activityTimeNormsView: DerivedViewRefresh = {
  view: 'activity_time_norms',
  refresh: (db, now) =>
    refreshFromCursor(db, 'activity_time_norms', now, async (tx, { from, to }) => {
      const repo = createTimeNormsRepository(tx);
      const changed = await repo.takeSamples(from, to);
      const pairs = new Map(changed.map((p) => [`${p.activityId}:${p.scopeId}`, p]));
      return repo.recompute([...pairs.values()], now);
    }),
};
