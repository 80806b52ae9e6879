import { gradebook } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createKitFactsCache } from '../assignments/index.js';
import { createGradebookRepository } from './gradebook.repository.js';
import { createGradebookService } from './gradebook.service.js';

/** The class gradebook: teachers only (students and administrators 403, decision 0016). */
export function registerGradebookRoutes(ctx: AppContext): void {
  const { app, db, clock } = ctx;
  const service = createGradebookService({
    repo: createGradebookRepository(db),
    clock,
    kitFacts: createKitFactsCache(db),
  });
  registerCall(app, ctx, gradebook.getClassGradebook, ({ user, query }) =>
    service.classGradebook(user, query.class_id),
  );
}
