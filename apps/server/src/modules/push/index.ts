import type { AppContext } from '../../app-context.js';
import { vapidSubject } from '../../config.js';
import { runInBackground } from '../../lib/background-job.js';
import { createEndpointGuard } from './endpoint-guard.js';
import { registerPushRoutes } from './push.routes.js';
import { createPushQueue } from './push-queue.js';
import { createPushSender } from './push-sender.js';
import { createVapidKeys } from './vapid.js';

export { createEndpointGuard, type EndpointGuard, type Resolve } from './endpoint-guard.js';
export { createPushQueue, type PushQueue, type PushRound } from './push-queue.js';
export { createPushSender, type PushSender } from './push-sender.js';
export { createVapidKeys, type VapidDetails } from './vapid.js';

/** How often the background queue looks for pushes due: a push arrives within about a second. */
const INTERVAL_MS = 1_000;

/**
 * Web Push: the devices' routes, the VAPID key (made when the app starts) and the queue, which
 * runs in the background once the server listens. Apps used in process without listening
 * (tests) push by running a queue of their own. `ca` lets a test push service's certificate be
 * trusted; PUSH_ALLOWED_HOSTS lets such a service's address through.
 */
export function registerPush(ctx: AppContext, options: { ca?: Buffer | undefined } = {}): void {
  const { app, config } = ctx;
  const vapid = createVapidKeys(ctx.db, vapidSubject(config));
  const guard = createEndpointGuard({ allowedHosts: config.PUSH_ALLOWED_HOSTS });
  app.addHook('onReady', async () => {
    await vapid.get();
  });
  registerPushRoutes(ctx, { vapid, guard });
  const queue = createPushQueue({
    db: ctx.db,
    clock: ctx.clock,
    send: createPushSender({ vapid: () => vapid.get(), guard, ca: options.ca }),
  });
  runInBackground(app, {
    name: 'Web Push',
    everyMs: INTERVAL_MS,
    from: 'listen',
    run: queue.drain,
  });
}
