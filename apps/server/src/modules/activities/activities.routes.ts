import type { AppContext } from '../../app-context.js';
import { createAttemptAccess } from './attempt-access.js';
import { createAttemptsRepository } from './attempts.repository.js';
import { createActivityContentRepository } from './content.repository.js';
import { registerPlayerRoutes } from './player.routes.js';
import { createPlayerService } from './player.service.js';
import { createReachRepository } from './reach.repository.js';

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
  const player = createPlayerService({ db, access, attempts, files, clock });

  registerPlayerRoutes(ctx, player);
}
