import { studentRecords } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createRetentionService } from './retention.service.js';

/** How long former students' data is kept, read and set by administrators. */
export function registerRetentionRoutes(ctx: AppContext): void {
  const { app, db, clock } = ctx;
  const retention = createRetentionService({ db, clock });
  registerCall(app, ctx, studentRecords.getRetention, ({ user }) => retention.settings(user));
  registerCall(app, ctx, studentRecords.setRetention, ({ user, body }) =>
    retention.set(user, body),
  );
}
