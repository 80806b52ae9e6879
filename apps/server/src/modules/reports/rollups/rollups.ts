import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { refreshDerivedViews } from '../../derived-views/index.js';
import { reportRollupsRebuild, reportRollupsView } from './rollups.view.js';

interface RollupDeps {
  db: Database;
  clock: Clock;
  /** How many events before the cursor a refresh reads again; the default catches late commits. */
  overlapEvents?: number;
}

/** One run of the rollups' refresh, logged as the background job logs it. Answers whether it worked. */
export const refreshReportRollups = ({ db, clock, overlapEvents }: RollupDeps) =>
  refreshDerivedViews({ db, clock, views: [reportRollupsView(overlapEvents)] });

/** Builds the rollups again from the source tables, logged as a run. Answers whether it worked. */
export const rebuildReportRollups = ({ db, clock }: RollupDeps) =>
  refreshDerivedViews({ db, clock, views: [reportRollupsRebuild] });
