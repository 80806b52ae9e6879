import type { AppContext } from '../../app-context.js';
import { runInBackground } from '../../lib/background-job.js';
import { createPushQueue } from './push-queue.js';
import { createPushSender } from './push-sender.js';
import type { WebPush } from './web-push.js';

/** How often the background queue looks for pushes due: a push arrives within about a second. */
const INTERVAL_MS = 1_000;

/**
 * Sends the pushes due in the background from the moment the server listens until it closes.
 * Apps used in process without listening (tests) push by running a queue of their own. The
 * VAPID key is made when the app starts, before a browser asks for it. `ca` lets a test push
 * service's certificate be trusted; PUSH_ALLOWED_HOSTS lets such a service's address through.
 */
export function startPushQueue(
  ctx: AppContext,
  { vapid, guard }: WebPush,
  options: { ca?: Buffer | undefined } = {},
): void {
  const { app } = ctx;
  app.addHook('onReady', async () => {
    await vapid.get();
  });
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
