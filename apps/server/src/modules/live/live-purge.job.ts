import type { AppContext } from '../../app-context.js';
import { runInBackground } from '../../lib/background-job.js';
import { purgeLiveEvents } from '../../lib/live-publisher.js';

/** A stream catches up at most a day: a screen away longer refetches everything anyway. */
export const LIVE_EVENTS_KEPT_MS = 24 * 3_600_000;

/** Deletes the live events no stream catches up any more, once the server listens and hourly. */
export function scheduleLiveEventPurge(ctx: AppContext): void {
  const { app, clock } = ctx;
  runInBackground(app, {
    name: 'live event purge',
    everyMs: 3_600_000,
    from: 'listen',
    runAtStart: true,
    run: () => purgeLiveEvents(ctx.db, new Date(clock.now().getTime() - LIVE_EVENTS_KEPT_MS)),
  });
}
