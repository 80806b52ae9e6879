import type { AppContext } from '../../app-context.js';
import { runInBackground } from '../../lib/background-job.js';
import { sendDailyDigests } from './daily-digest.js';

/** Digests go soon after each user's quiet hours end: looked for every ten minutes. */
const DIGEST_EVERY_MS = 10 * 60 * 1000;

export function scheduleDailyDigests(ctx: AppContext): void {
  const { app, db, clock, mailer, publicUrl } = ctx;
  runInBackground(app, {
    name: 'daily notification digest',
    everyMs: DIGEST_EVERY_MS,
    from: 'listen',
    // A restarted server sends the digests that fell due while it was down.
    runAtStart: true,
    run: () => sendDailyDigests({ db, clock, mailer, publicUrl }),
  });
}
