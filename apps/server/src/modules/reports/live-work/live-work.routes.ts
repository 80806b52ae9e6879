import { reports } from '@kitlab/contract';
import type { AppContext } from '../../../app-context.js';
import { registerCall } from '../../../plugins/calls.js';
import { createContentCache } from '../../activities/index.js';
import { createKitFactsCache } from '../../assignments/index.js';
import { createContentRepository } from '../../kits/index.js';
import { createClassWorkRepository } from './class-work.repository.js';
import { createDashboardRepository } from './dashboard.repository.js';
import { createLiveWorkService } from './live-work.service.js';

/** The open work across a teacher's classes, a quiz's and a quest's details. */
export function registerLiveWorkRoutes(ctx: AppContext): void {
  const { app, db, clock } = ctx;
  // Kept per app: what is fixed per version of a kit is read once.
  const service = createLiveWorkService({
    dashboards: createDashboardRepository(db),
    classWork: createClassWorkRepository(db),
    kitFacts: createKitFactsCache(db),
    content: createContentCache(createContentRepository(db)),
    clock,
  });
  registerCall(app, ctx, reports.getLiveDashboard, ({ user, body }) =>
    service.dashboard(user, body.class_id ?? null),
  );
  registerCall(app, ctx, reports.getQuizDetails, ({ user, query }) =>
    service.quizDetails(user, { classId: query.class_id, activityId: query.activity_id }),
  );
  registerCall(app, ctx, reports.getQuestDetails, ({ user, query }) =>
    service.questDetails(user, { classId: query.class_id, activityId: query.activity_id }),
  );
}
