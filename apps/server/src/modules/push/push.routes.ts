import { push } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createDevicesService } from './devices.service.js';
import type { WebPush } from './web-push.js';

/** A user's push devices and the key browsers subscribe with (decision 0031). */
export function registerPushRoutes(ctx: AppContext, { vapid, guard }: WebPush): void {
  const { app } = ctx;
  const devices = createDevicesService({ db: ctx.db, clock: ctx.clock, guard });

  registerCall(app, ctx, push.registerDevice, ({ user, body }) => devices.register(user, body));
  registerCall(app, ctx, push.getDeviceStatus, ({ user, body }) => devices.status(user, body.id));
  registerCall(app, ctx, push.updateDevice, ({ user, params, body }) =>
    devices.update(user, params.id, body),
  );
  registerCall(app, ctx, push.deleteDevice, ({ user, params }) => devices.remove(user, params.id));
  registerCall(app, ctx, push.deactivateDevice, ({ user, params }) =>
    devices.deactivate(user, params.id),
  );
  registerCall(app, ctx, push.listDevices, ({ user }) => devices.list(user));
  registerCall(app, ctx, push.getVapidPublicKey, async () => ({
    public_key: (await vapid.get()).publicKey,
  }));
}
