import type { AppContext } from '../../app-context.js';
import { createContentRepository } from '../kits/content.repository.js';
import { createAnswerSheetService } from './answer-sheet.service.js';
import { createAttachedFiles } from './attached-files.js';
import { createAttemptAccess } from './attempt-access.js';
import { createAttemptsRepository } from './attempts.repository.js';
import { createMarkOverrideService } from './mark-override.service.js';
import { createMarkingService } from './marking.service.js';
import { registerPlayerRoutes } from './player.routes.js';
import { createPlayerService } from './player.service.js';
import { createProgressService } from './progress.service.js';
import { registerQuestRoutes } from './quest.routes.js';
import { createQuestService } from './quest.service.js';
import { createReachRepository } from './reach.repository.js';
import { createReturnWorkService } from './return-work.service.js';
import { createReturnedWorkRepository } from './returned-work.repository.js';
import { createReviewRepository } from './review.repository.js';
import { registerReviewRoutes } from './review.routes.js';
import { createReviewService } from './review.service.js';
import { createReviewAccess } from './review-access.js';
import { createWorksheetService } from './worksheet.service.js';

/** The activity player and its review: every call of the activities contract. */
export function registerActivitiesRoutes(ctx: AppContext): void {
  const { db, clock, files } = ctx;
  const attempts = createAttemptsRepository(db);
  const reach = createReachRepository(db);
  const content = createContentRepository(db);
  const returns = createReturnedWorkRepository(db);
  const access = createAttemptAccess({ reach, attempts, returns, content, clock });
  const attached = createAttachedFiles({ attempts, files });
  const deps = { db, access, attempts, attached, files, clock };
  const player = createPlayerService(deps);
  const quest = createQuestService(deps);
  const worksheet = createWorksheetService(deps);

  const progress = createProgressService({ access, attempts, content, reach, clock });
  registerPlayerRoutes(ctx, player, progress);
  registerQuestRoutes(ctx, quest, worksheet);

  const review = createReviewAccess({ db, reach, attempts });
  const reviewDeps = { access, review, attempts, reach, files, clock };
  const responses = createReviewService({
    ...reviewDeps,
    kitContent: content,
    reviews: createReviewRepository(db),
    returns,
  });
  const markingDeps = { db, access, review, responses, attempts, clock };
  registerReviewRoutes(ctx, {
    review: responses,
    marking: createMarkingService(markingDeps),
    returning: createReturnWorkService(markingDeps),
    overriding: createMarkOverrideService(markingDeps),
    sheets: createAnswerSheetService(reviewDeps),
  });
}
