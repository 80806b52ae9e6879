import type { FastifyInstance } from 'fastify';
import { runInBackground } from '../../lib/background-job.js';
import type { Clock } from '../../lib/clock.js';
import type { LiveEventsRepository } from './live-events.repository.js';

/** A stream catches up at most a day: a screen away longer refetches everything anyway. */
export const LIVE_EVENTS_KEPT_MS = 24 * 3_600_000;

export function scheduleLiveEventPurge(
  app: FastifyInstance,
  deps: { repo: LiveEventsRepository; clock: Clock },
): void {
  runInBackground(app, {
    name: 'live event purge',
    everyMs: 3_600_000,
    from: 'listen',
    runAtStart: true,
    run: () =>
      deps.repo.deleteOlderThan(new Date(deps.clock.now().getTime() - LIVE_EVENTS_KEPT_MS)),
  });
}
