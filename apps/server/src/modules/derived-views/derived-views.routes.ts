import { core } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createRefreshLogsRepository } from './refresh-logs.repository.js';
import { presentLastRefreshes } from './refreshes.presenter.js';

/** When each derived view was last brought up to date for the caller's school or district. */
export function registerDerivedViewsRoutes(ctx: AppContext): void {
  const refreshLogs = createRefreshLogsRepository(ctx.db);
  registerCall(ctx.app, ctx, core.listLastRefreshes, async ({ user }) =>
    presentLastRefreshes(await refreshLogs.lastSuccessful(user.organisationId)),
  );
}
