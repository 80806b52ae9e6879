import { xapi } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createStatementsRepository } from './statements.repository.js';
import { createStatementsService } from './statements.service.js';

/**
 * The statements resource, in a scope of its own so that every answer of it, a refusal too,
 * carries the xAPI version header.
 */
export function registerLearningEventsRoutes(ctx: AppContext): void {
  const { app, db, publicUrl } = ctx;
  const service = createStatementsService({
    db,
    repo: createStatementsRepository(db),
    baseUrl: publicUrl,
  });
  app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header(xapi.XAPI_VERSION_HEADER, xapi.XAPI_VERSION);
    });
    registerCall(scope, ctx, xapi.statements, ({ user, query }) => service.read(user, query));
  });
}
