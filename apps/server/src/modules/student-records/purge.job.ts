import type { AppContext } from '../../app-context.js';
import { runInBackground } from '../../lib/background-job.js';
import { purgeFormerStudents } from './purge.js';

/** How often the purge looks for former students past retention: daily is the rule, hourly is cheap. */
export const PURGE_EVERY_MS = 3_600_000;

/**
 * Purges former students past retention when the server is ready and every hour after. Several
 * processes may run it at once: each student is taken with a row lock that the others skip.
 */
export function scheduleRetentionPurge(ctx: AppContext): void {
  const { app, db, clock, files } = ctx;
  runInBackground(app, {
    name: 'purging former students past retention',
    everyMs: PURGE_EVERY_MS,
    runAtStart: true,
    run: () => purgeFormerStudents({ db, clock, files }),
  });
}
