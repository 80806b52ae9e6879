import { companion } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createKitGate, type KitAssignmentSource } from '../kits/index.js';
import { createBrowserEventsService } from './browser-events.service.js';

/** POST /v2/companion/events/: the learning events only the browser sees. */
export function registerBrowserEventRoutes(ctx: AppContext, kits: KitAssignmentSource): void {
  const service = createBrowserEventsService({
    db: ctx.db,
    clock: ctx.clock,
    events: ctx.learningEvents,
    mayOpenKit: createKitGate(ctx.db, kits),
  });
  registerCall(ctx.app, ctx, companion.recordBrowserEvent, ({ user, body }) =>
    service.record(user, body),
  );
}
