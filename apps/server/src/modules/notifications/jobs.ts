import type { AppContext } from '../../app-context.js';
import { runInBackground } from '../../lib/background-job.js';
import { sendDailyDigests } from './daily-digest.js';
import { makeDueTomorrowNotifications } from './due-tomorrow.js';

/** Due-tomorrow notices are made early in each school's day; digests go soon after quiet hours. */
const DUE_TOMORROW_EVERY_MS = 15 * 60 * 1000;
const DIGEST_EVERY_MS = 10 * 60 * 1000;

export function scheduleNotificationJobs(ctx: AppContext): void {
  const { app, db, clock, live, mailer, publicUrl } = ctx;
  runInBackground(app, {
    name: 'due-tomorrow notifications',
    everyMs: DUE_TOMORROW_EVERY_MS,
    runAtStart: true,
    run: () => makeDueTomorrowNotifications({ db, clock, live }),
  });
  runInBackground(app, {
    name: 'daily notification digest',
    everyMs: DIGEST_EVERY_MS,
    from: 'listen',
    // A restarted server sends the digests that fell due while it was down.
    runAtStart: true,
    run: () => sendDailyDigests({ db, clock, mailer, publicUrl }),
  });
}
