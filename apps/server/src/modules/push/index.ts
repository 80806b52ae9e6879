import type { Agent } from 'node:https';
import type { AppContext } from '../../app-context.js';
import { runInBackground } from '../../lib/background-job.js';
import { registerPushRoutes } from './push.routes.js';
import { createPushQueue } from './push-queue.js';
import { createPushSender } from './push-sender.js';
import { createVapidKeys, vapidSubject } from './vapid.js';

export { createPushQueue, type PushQueue, type PushRound } from './push-queue.js';
export { createPushSender, type PushSender } from './push-sender.js';
export { createVapidKeys, type VapidDetails, vapidSubject } from './vapid.js';

/** How often the background queue looks for pushes due: a push arrives within about a second. */
const INTERVAL_MS = 1_000;

/**
 * Web Push: the devices' routes, the VAPID key (made when the app starts) and the queue, which
 * runs in the background once the server listens. Apps used in process without listening
 * (tests) push by running a queue of their own. `agent` trusts a test push service.
 */
export function registerPush(ctx: AppContext, options: { agent?: Agent | undefined } = {}): void {
  const { app, config } = ctx;
  const vapid = createVapidKeys(ctx.db, vapidSubject(ctx.publicUrl, config.MAIL_FROM));
  app.addHook('onReady', async () => {
    await vapid.get();
  });
  registerPushRoutes(ctx, vapid);
  const queue = createPushQueue({
    db: ctx.db,
    clock: ctx.clock,
    send: createPushSender(() => vapid.get(), options.agent),
  });
  runInBackground(app, {
    name: 'Web Push',
    everyMs: INTERVAL_MS,
    from: 'listen',
    run: queue.drain,
  });
}
