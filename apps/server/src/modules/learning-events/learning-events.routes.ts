import { learningEvents } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createStatementsRepository } from './statements.repository.js';
import { createStatementsService } from './statements.service.js';
import { refuseNonConformingRequest } from './xapi-requests.js';

/**
 * The statements resource, in a scope of its own so that every request of it is held to xAPI's
 * version header and every answer, a refusal too, carries the version and consistency headers.
 * A consistency time the database cannot tell (it is down) is left out rather than guessed.
 */
export function registerLearningEventsRoutes(ctx: AppContext): void {
  const { app, db, publicUrl } = ctx;
  const repo = createStatementsRepository(db);
  const service = createStatementsService({ db, repo, baseUrl: publicUrl });
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      refuseNonConformingRequest(request.headers['x-experience-api-version'], request.query);
    });
    scope.addHook('onSend', async (_request, reply) => {
      reply.header(learningEvents.XAPI_VERSION_HEADER, learningEvents.XAPI_VERSION);
      const consistentThrough = await repo.consistentThrough().catch(() => null);
      if (consistentThrough) {
        reply.header(
          learningEvents.XAPI_CONSISTENT_THROUGH_HEADER,
          consistentThrough.toISOString(),
        );
      }
    });
    registerCall(scope, ctx, learningEvents.listStatements, ({ user, query }) =>
      service.read(user, query),
    );
  });
}
