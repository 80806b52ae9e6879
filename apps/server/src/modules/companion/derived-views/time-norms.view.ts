import { streamView } from '../../derived-views/index.js';
import { createTimeNormsRepository } from './time-norms.repository.js';

/**
 * The usual time of each activity: keeps one sample per attempt from the hand-ins stored since
 * the cursor and works the median out again for the activities whose samples changed.
 */
export const activityTimeNormsView = streamView(
  'activity_time_norms',
  async (tx, { from, to }, now) => {
    const repo = createTimeNormsRepository(tx);
    const changed = await repo.takeSamples(from, to);
    const pairs = new Map(changed.map((p) => [`${p.activityId}:${p.scopeId}`, p]));
    return repo.recompute([...pairs.values()], now);
  },
);
