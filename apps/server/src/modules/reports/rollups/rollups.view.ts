import { type DerivedViewRefresh, refreshFromCursor } from '../../derived-views/index.js';
import { distinctKeys } from './rollup-keys.js';
import { createRollupsRepository, type RollupsRepository } from './rollups.repository.js';

/**
 * Everything again from the source tables and every stored event. The rows of erased students
 * (no student named) are the only record of their work and are kept.
 */
async function rebuildAll(repo: RollupsRepository): Promise<number> {
  await repo.assignmentsOfChangedRosters();
  await repo.syncAssignments('all');
  await repo.syncWork('all');
  await repo.syncTeachingWeeks('all');
  await repo.forgetNamedActiveStudents();
  await repo.takeActiveStudents('all');
  await repo.syncClassActivity('all');
  return 0;
}

/**
 * Brings the rollups up to date with the events stored since the last run: every assignment
 * the events touch is placed and its work worked out again from the source tables, then the
 * sums of the teachings and weeks it left or joined; the students the events made active are
 * counted in their classes' weeks. Answers how many assignments and class weeks it redid.
 * `overlapEvents` is how many events before the cursor it reads again (see CURSOR_OVERLAP_EVENTS);
 * tests set it to 0 so that the events of one step alone decide what is redone.
 */
export const reportRollupsView = (overlapEvents?: number): DerivedViewRefresh => ({
  view: 'report_rollups',
  refresh: (db, now) =>
    refreshFromCursor(
      db,
      'report_rollups',
      now,
      async (tx, range) => {
        const repo = createRollupsRepository(tx);
        // The first run builds everything, work given before any event was stored included.
        if (range.fromStart) return rebuildAll(repo);
        const touched = [
          ...new Set([
            ...(await repo.assignmentsTouched(range)),
            ...(await repo.assignmentsOfChangedRosters()),
          ]),
        ];
        const placedBefore = await repo.teachingWeeksOf(touched);
        await repo.syncAssignments(touched);
        await repo.syncWork(touched);
        const placedAfter = await repo.teachingWeeksOf(touched);
        await repo.syncTeachingWeeks(distinctKeys([...placedBefore, ...placedAfter]));
        const classWeeks = await repo.takeActiveStudents(range);
        await repo.syncClassActivity(classWeeks);
        return touched.length + classWeeks.length;
      },
      overlapEvents,
    ),
});

/**
 * The rollups built again, for repairs: the same figures as the runs since the start. Holds the
 * view's cursor, so no refresh runs meanwhile, and leaves it at the newest event.
 */
export const reportRollupsRebuild: DerivedViewRefresh = {
  view: 'report_rollups',
  refresh: (db, now) =>
    refreshFromCursor(db, 'report_rollups', now, (tx) => rebuildAll(createRollupsRepository(tx))),
};
