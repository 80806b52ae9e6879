import { activities } from '@kitlab/contract';
import type { AppContext } from '../../../app-context.js';
import { registerCall } from '../../../plugins/calls.js';
import type { ProgressService } from '../progress/progress.service.js';
import type { PlayerService } from './player.service.js';

/** Start or resume, questions, answers, log_activity, complete_answer and progress codes. */
export function registerPlayerRoutes(
  ctx: AppContext,
  player: PlayerService,
  progress: ProgressService,
): void {
  const { app } = ctx;
  registerCall(app, ctx, activities.startAttempt, ({ user, body }) => player.start(user, body));
  registerCall(app, ctx, activities.attemptQuestions, ({ user, query }) =>
    player.questions(user, query),
  );
  registerCall(app, ctx, activities.saveAnswer, ({ user, params, body }) =>
    player.saveAnswer(user, params.id, body),
  );
  registerCall(app, ctx, activities.logActivity, ({ user, params, body }) =>
    player.logActivity(user, params.id, body.action),
  );
  registerCall(app, ctx, activities.completeAnswer, ({ user, params, body }) =>
    player.complete(user, params.id, body.answer),
  );
  registerCall(app, ctx, activities.checkActivityProgress, ({ user, body }) =>
    progress.check(user, body),
  );
}
