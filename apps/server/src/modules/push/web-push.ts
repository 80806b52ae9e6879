import type { AppContext } from '../../app-context.js';
import { vapidSubject } from '../../config.js';
import { createEndpointGuard, type EndpointGuard } from './endpoint-guard.js';
import { createVapidKeys, type VapidKeys } from './vapid.js';

/** What the devices' routes and the push queue share: one key pair read once, one guard. */
export interface WebPush {
  vapid: VapidKeys;
  guard: EndpointGuard;
}

export function createWebPush(ctx: Pick<AppContext, 'db' | 'config'>): WebPush {
  return {
    vapid: createVapidKeys(ctx.db, vapidSubject(ctx.config)),
    guard: createEndpointGuard({ allowedHosts: ctx.config.PUSH_ALLOWED_HOSTS }),
  };
}
