import type { AppContext } from '../../app-context.js';
import { runInBackground } from '../../lib/background-job.js';
import { WAITING_SWEPT_AT_ONCE } from './waiting-events.js';

/** How often each process looks for events left waiting for their consumers. */
const INTERVAL_MS = 5_000;

/**
 * Once the server listens, each process consumes the events left waiting (see the recorder's
 * `sweepWaiting`), as many transactions in a row as a backlog needs. Apps used in process
 * without listening (tests, scripts) sweep by calling the recorder.
 */
export function startWaitingEventsSweep(ctx: AppContext): void {
  runInBackground(ctx.app, {
    name: 'waiting learning events sweep',
    everyMs: INTERVAL_MS,
    from: 'listen',
    runAtStart: true,
    async run() {
      while ((await ctx.learningEvents.sweepWaiting(ctx.db)) === WAITING_SWEPT_AT_ONCE) {
        // A full batch: more may be waiting.
      }
    },
  });
}
