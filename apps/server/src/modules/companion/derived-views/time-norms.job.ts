import type { AppContext } from '../../../app-context.js';
import { runInBackground } from '../../../lib/background-job.js';
import { refreshDerivedViews } from '../../derived-views/index.js';
import { activityTimeNormsView } from './time-norms.view.js';

/** How often the usual times are worked out again while the server runs. */
const REFRESH_EVERY_MS = 5 * 60 * 1000;

/**
 * Refreshes the usual times when the server is ready and every few minutes after. Several
 * instances may run it at once: the view's cursor row is locked for a run, so they take turns.
 */
export function scheduleTimeNormsRefresh(ctx: AppContext): void {
  const { app, db, clock } = ctx;
  runInBackground(app, {
    name: 'refreshing the usual times',
    everyMs: REFRESH_EVERY_MS,
    runAtStart: true,
    run: () => refreshDerivedViews({ db, clock, views: [activityTimeNormsView] }),
  });
}
