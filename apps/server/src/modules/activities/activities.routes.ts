import type { AppContext } from '../../app-context.js';
import { createContentRepository } from '../kits/index.js';
import { createAnswerSheetService } from './answer-sheets/answer-sheet.service.js';
import { registerAnswerSheetRoutes } from './answer-sheets/answer-sheets.routes.js';
import { createAttachedFiles } from './attempts/attached-files.js';
import { createAttemptAccess } from './attempts/attempt-access.js';
import { createAttemptsRepository } from './attempts/attempts.repository.js';
import { createContentCache } from './attempts/content-cache.js';
import { createReachRepository } from './attempts/reach.repository.js';
import { createReturnedWorkRepository } from './attempts/returned-work.repository.js';
import { createStartSceneReader } from './attempts/start-scene.repository.js';
import { registerPlayerRoutes } from './player/player.routes.js';
import { createPlayerService } from './player/player.service.js';
import { createRetryService } from './player/retry.service.js';
import { createScoresService } from './player/scores.service.js';
import { registerProgressRoutes } from './progress/progress.routes.js';
import { createProgressService } from './progress/progress.service.js';
import { registerQuestRoutes } from './quest/quest.routes.js';
import { createQuestService } from './quest/quest.service.js';
import { createMarkOverrideService } from './review/mark-override.service.js';
import { createMarkingService } from './review/marking.service.js';
import { createReturnWorkService } from './review/return-work.service.js';
import { createReviewRepository } from './review/review.repository.js';
import { registerReviewRoutes } from './review/review.routes.js';
import { createReviewService } from './review/review.service.js';
import { createReviewAccess } from './review/review-access.js';
import { registerToMarkRoute } from './review/to-mark.js';
import { createVersionedActivityLookup } from './review/versioned-activity.js';
import { registerWorksheetRoutes } from './worksheet/worksheet.routes.js';
import { createWorksheetService } from './worksheet/worksheet.service.js';

/** The activity player and its review: every call of the activities contract. */
export function registerActivitiesRoutes(ctx: AppContext): void {
  const { db, clock, files } = ctx;
  const attempts = createAttemptsRepository(db, ctx.learningEvents);
  const reach = createReachRepository(db);
  const content = createContentRepository(db);
  const returns = createReturnedWorkRepository(db);
  const access = createAttemptAccess({ reach, attempts, returns, content, clock });
  // Kept per app: what is fixed per version of a kit is read once.
  const cache = createContentCache(content);
  const attached = createAttachedFiles({ attempts, files });
  const startScenes = createStartSceneReader(db);
  const student = { db, access, attempts, attached, files, clock, cache, startScenes };
  registerPlayerRoutes(ctx, {
    player: createPlayerService(student),
    scores: createScoresService(student),
    retries: createRetryService(student),
  });
  registerQuestRoutes(ctx, createQuestService(student));
  registerWorksheetRoutes(ctx, createWorksheetService(student));
  const activityOf = createVersionedActivityLookup(db);
  const reviews = createReviewRepository(db);
  registerProgressRoutes(
    ctx,
    createProgressService({
      scenes: startScenes,
      attempts,
      content,
      reach,
      cache,
      reviews,
      clock,
    }),
  );

  const review = createReviewAccess({ db, reach, attempts, activityOf });
  const reviewDeps = { db, access, review, attempts, reach, files, clock };
  const responses = createReviewService({ db, cache, review, reviews, files, clock });
  const markingDeps = { db, cache, review, responses, attempts, clock };
  registerReviewRoutes(ctx, {
    review: responses,
    marking: createMarkingService(markingDeps),
    returning: createReturnWorkService(markingDeps),
    overriding: createMarkOverrideService(markingDeps),
    access: review,
  });
  registerAnswerSheetRoutes(ctx, createAnswerSheetService(reviewDeps));
  registerToMarkRoute(ctx);
}
