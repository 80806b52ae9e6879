import { accounts } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createAdminService } from './admin.service.js';
import { createHierarchyService } from './hierarchy.service.js';
import { createOutboxService } from './outbox.service.js';
import type { PasswordHasher } from './password-hasher.js';
import { createRecoveryRepository } from './recovery.repository.js';

/** User administration for administrators, and the organisation hierarchy for staff. */
export function registerAdminRoutes(ctx: AppContext, passwords: PasswordHasher): void {
  const { app } = ctx;
  const service = createAdminService({
    ...ctx,
    passwords,
    recovery: createRecoveryRepository(ctx.db, ctx.learningEvents),
  });
  const hierarchy = createHierarchyService(ctx);
  const outbox = createOutboxService(ctx);

  registerCall(app, ctx, accounts.listUsers, ({ user, query }) => service.list(user, query));
  registerCall(app, ctx, accounts.createUser, ({ user, body }) => service.create(user, body));
  registerCall(app, ctx, accounts.getUser, ({ user, params }) =>
    service.get(user, params.user_token),
  );
  registerCall(app, ctx, accounts.updateUser, ({ user, params, body }) =>
    service.update(user, params.user_token, body),
  );
  registerCall(app, ctx, accounts.assignTeaching, ({ user, params, body }) =>
    service.assignTeaching(user, params.user_token, body.class_id, body.subject_id),
  );
  registerCall(app, ctx, accounts.removeTeaching, ({ user, params }) =>
    service.removeTeaching(user, params.user_token, params.teacher_assign_id),
  );
  registerCall(app, ctx, accounts.sendResetLink, ({ user, params }) =>
    service.sendResetLink(user, params.user_token),
  );
  registerCall(app, ctx, accounts.validateUser, ({ body }) => service.validateEmail(body.email));

  registerCall(app, ctx, accounts.getHierarchy, ({ user }) => hierarchy.hierarchyOf(user));
  registerCall(app, ctx, accounts.listOutbox, ({ user, query }) => outbox.list(user, query));
}
