import type { AppContext } from '../../app-context.js';
import { runInBackground } from '../../lib/background-job.js';
import { createLrsForwarder } from './forwarder.js';

/** How often the background loop looks for due rows. */
const INTERVAL_MS = 1_000;

/**
 * When LRS_URL is set, forwarding runs in the background from the moment the server listens
 * until it closes. Apps used in process without listening (tests, scripts) forward by calling a
 * forwarder of their own.
 */
export function startLrsForwarding(ctx: AppContext): void {
  const { app, config } = ctx;
  if (config.LRS_URL === undefined) return;
  const forwarder = createLrsForwarder({
    db: ctx.db,
    clock: ctx.clock,
    baseUrl: ctx.publicUrl,
    lrs: { url: config.LRS_URL, key: config.LRS_KEY, secret: config.LRS_SECRET },
    log: app.log,
  });
  runInBackground(app, {
    name: 'LRS forwarding',
    everyMs: INTERVAL_MS,
    from: 'listen',
    run: forwarder.drain,
  });
}
