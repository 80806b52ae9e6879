import type { AppContext } from '../../app-context.js';
import { createAttachedFiles } from './attached-files.js';
import { createAttemptAccess } from './attempt-access.js';
import { createAttemptsRepository } from './attempts.repository.js';
import { createActivityContentRepository } from './content.repository.js';
import { registerPlayerRoutes } from './player.routes.js';
import { createPlayerService } from './player.service.js';
import { registerQuestRoutes } from './quest.routes.js';
import { createQuestService } from './quest.service.js';
import { createReachRepository } from './reach.repository.js';
import { createWorksheetService } from './worksheet.service.js';

/** The activity player and its review: every call of the activities contract. */
export function registerActivitiesRoutes(ctx: AppContext): void {
  const { db, clock, files } = ctx;
  const attempts = createAttemptsRepository(db);
  const reach = createReachRepository(db);
  const access = createAttemptAccess({
    reach,
    attempts,
    content: createActivityContentRepository(db),
    clock,
  });
  const attached = createAttachedFiles({ attempts, files });
  const deps = { db, access, attempts, attached, files, clock };
  const player = createPlayerService(deps);
  const quest = createQuestService(deps);
  const worksheet = createWorksheetService(deps);

  registerPlayerRoutes(ctx, player);
  registerQuestRoutes(ctx, quest, worksheet);
}
