import { companion } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { registerCall } from '../../plugins/calls.js';
import { createKitGate, type KitAssignmentSource } from '../kits/index.js';
import { createBrowserEventsService } from './browser-events.service.js';

/** POST /v2/companion/events/: the learning events only the browser sees. */
export function registerBrowserEventRoutes(
  ctx: AppContext,
  deps: {
    kits: KitAssignmentSource;
    enrollInCompanion: (tx: Database, userId: number) => Promise<boolean>;
  },
): void {
  const service = createBrowserEventsService({
    db: ctx.db,
    clock: ctx.clock,
    events: ctx.learningEvents,
    mayOpenKit: createKitGate(ctx.db, deps.kits),
    enrollInCompanion: deps.enrollInCompanion,
  });
  registerCall(ctx.app, ctx, companion.recordBrowserEvent, ({ user, body }) =>
    service.record(user, body),
  );
}
