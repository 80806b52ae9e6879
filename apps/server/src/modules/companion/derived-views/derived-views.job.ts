import type { AppContext } from '../../../app-context.js';
import { runInBackground } from '../../../lib/background-job.js';
import { refreshDerivedViews } from './refresher.js';

/** How often the background refresher runs while the server runs. */
const REFRESH_EVERY_MS = 5 * 60 * 1000;

/**
 * Runs the refresher when the server is ready and every few minutes after. Several instances
 * may run it at once: each view's cursor row is locked for a run, so they take turns.
 */
export function scheduleDerivedViewRefresh(ctx: AppContext): void {
  const { app, db, clock } = ctx;
  runInBackground(app, {
    name: 'refreshing derived views',
    everyMs: REFRESH_EVERY_MS,
    runAtStart: true,
    run: () => refreshDerivedViews({ db, clock }),
  });
}
