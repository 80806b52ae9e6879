import { accounts } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createAccountsService } from './accounts.service.js';
import { registerAdminRoutes } from './admin.routes.js';
import { createPasswordHasher } from './password-hasher.js';
import { registerRecoveryRoutes } from './recovery.routes.js';

export function registerAccountsRoutes(ctx: AppContext): void {
  // One per process: every password hash of the API waits its turn here.
  const passwords = createPasswordHasher();
  const service = createAccountsService({
    db: ctx.db,
    events: ctx.learningEvents,
    clock: ctx.clock,
    limiter: ctx.limiter,
    passwords,
    tokenVersion: ctx.config.TOKEN_VERSION,
    tokenTtlHours: ctx.config.TOKEN_TTL_HOURS,
  });
  const { app } = ctx;

  registerCall(app, ctx, accounts.login, ({ body, request }) => service.login(body, request.ip));
  registerCall(app, ctx, accounts.logout, ({ user }) => service.logout(user));
  registerCall(app, ctx, accounts.getAccountSettings, ({ user }) => service.getProfile(user));
  registerCall(app, ctx, accounts.getTeacherSubjects, ({ user }) =>
    service.getTeacherSubjects(user),
  );
  registerCall(app, ctx, accounts.getUserPrivacy, ({ user, body }) =>
    service.userPrivacy(user, body),
  );
  registerRecoveryRoutes(ctx, service, passwords);
  registerAdminRoutes(ctx, passwords);
}
