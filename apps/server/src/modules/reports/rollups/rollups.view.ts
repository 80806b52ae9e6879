import type { Database } from '../../../db/client.js';
import { type DerivedViewRefresh, streamView } from '../../derived-views/index.js';
import { createActivityRollupsRepository } from './activity-rollups.repository.js';
import { distinctKeys } from './rollup-keys.js';
import { createWorkRollupsRepository } from './work-rollups.repository.js';

/**
 * Everything again from the source tables and every stored event. The rows of erased students
 * (no student named) are the only record of their work and are kept.
 */
async function rebuildAll(tx: Database): Promise<number> {
  const work = createWorkRollupsRepository(tx);
  const activity = createActivityRollupsRepository(tx);
  await work.assignmentsOfChangedRosters();
  await work.syncAssignments('all');
  await work.syncWork('all');
  await work.syncTeachingWeeks('all');
  await activity.forgetNamedActiveStudents();
  await activity.takeActiveStudents('all');
  await activity.syncClassActivity('all');
  return 0;
}

/**
 * Brings the rollups up to date with the events stored since the last run: every assignment
 * the events touch, or of a class whose roster changed, is placed and its work worked out again
 * from the source tables, then the sums of the teachings and weeks it left or joined; the
 * students the events made active are counted in their classes' weeks. Answers how many
 * assignments and class weeks it redid. `overlapEvents` is how many events before the cursor it
 * reads again (see CURSOR_OVERLAP_EVENTS); tests set it to 0 so that the events of one step
 * alone decide what is redone.
 */
export const reportRollupsView = (overlapEvents?: number): DerivedViewRefresh =>
  streamView(
    'report_rollups',
    async (tx, range) => {
      // The first run builds everything, work given before any event was stored included.
      if (range.fromStart) return rebuildAll(tx);
      const work = createWorkRollupsRepository(tx);
      const activity = createActivityRollupsRepository(tx);
      const touched = [
        ...new Set([
          ...(await work.assignmentsTouched(range)),
          ...(await work.assignmentsOfChangedRosters()),
        ]),
      ];
      const placedBefore = await work.teachingWeeksOf(touched);
      await work.syncAssignments(touched);
      await work.syncWork(touched);
      const placedAfter = await work.teachingWeeksOf(touched);
      await work.syncTeachingWeeks(distinctKeys([...placedBefore, ...placedAfter]));
      const classWeeks = await activity.takeActiveStudents(range);
      await activity.syncClassActivity(classWeeks);
      return touched.length + classWeeks.length;
    },
    overlapEvents,
  );

/**
 * The rollups built again, for repairs: the same figures as the runs since the start. Holds the
 * view's cursor, so no refresh runs meanwhile, and leaves it at the newest event.
 */
export const reportRollupsRebuild = streamView('report_rollups', rebuildAll);
