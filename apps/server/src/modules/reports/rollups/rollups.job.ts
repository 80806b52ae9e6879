import type { AppContext } from '../../../app-context.js';
import { runInBackground } from '../../../lib/background-job.js';
import { refreshDerivedViews } from '../../derived-views/index.js';
import { reportRollupsView } from './rollups.view.js';

/**
 * How often the report's rollups take in new events: the report is never more than this and one
 * run behind the answers (the issue asks for 60 s at most).
 */
export const ROLLUPS_REFRESH_EVERY_MS = 10_000;

/**
 * Refreshes the rollups when the server is ready and every few seconds after. Several instances
 * may run it at once: the view's cursor row is locked for a run, so they take turns.
 */
export function scheduleReportRollupsRefresh(ctx: AppContext): void {
  const { app, db, clock } = ctx;
  runInBackground(app, {
    name: 'refreshing the report rollups',
    everyMs: ROLLUPS_REFRESH_EVERY_MS,
    runAtStart: true,
    run: () => refreshDerivedViews({ db, clock, views: [reportRollupsView()] }),
  });
}
