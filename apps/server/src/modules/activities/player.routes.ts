import { activities } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/errors.js';
import { registerCall } from '../../plugins/calls.js';
import type { PlayerService } from './player.service.js';
import type { ProgressService } from './progress.service.js';

/** The `{id}` of an attempt's path; anything but a positive whole number is no attempt. */
export function attemptIdOf(params: Record<string, string>): number {
  return pathId(params, 'No such attempt.');
}

/** A path's `{id}`: anything but a positive whole number names nothing (404). */
export function pathId(params: Record<string, string>, notFoundDetail: string): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(notFoundDetail);
  return id;
}

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
    player.saveAnswer(user, attemptIdOf(params), body),
  );
  registerCall(app, ctx, activities.logActivity, ({ user, params, body }) =>
    player.logActivity(user, attemptIdOf(params), body.action),
  );
  registerCall(app, ctx, activities.completeAnswer, ({ user, params, body }) =>
    player.complete(user, attemptIdOf(params), body.answer),
  );
  registerCall(app, ctx, activities.checkActivityProgress, ({ user, body }) =>
    progress.check(user, body),
  );
}
