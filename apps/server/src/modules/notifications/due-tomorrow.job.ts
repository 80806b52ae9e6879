import type { AppContext } from '../../app-context.js';
import { runInBackground } from '../../lib/background-job.js';
import { makeDueTomorrowNotifications } from './due-tomorrow.js';

/** Due-tomorrow notices are made early in each school's day: looked for every quarter hour. */
const DUE_TOMORROW_EVERY_MS = 15 * 60 * 1000;

export function scheduleDueTomorrowNotifications(ctx: AppContext): void {
  const { app, db, clock, live } = ctx;
  runInBackground(app, {
    name: 'due-tomorrow notifications',
    everyMs: DUE_TOMORROW_EVERY_MS,
    runAtStart: true,
    run: () => makeDueTomorrowNotifications({ db, clock, live }),
  });
}
