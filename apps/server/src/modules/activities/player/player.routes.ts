import { activities } from '@kitlab/contract';
import type { AppContext } from '../../../app-context.js';
import { registerCall } from '../../../plugins/calls.js';
import type { PlayerService } from './player.service.js';
import type { RetryService } from './retry.service.js';
import type { ScoresService } from './scores.service.js';

/** Start or resume, questions, answers, log_activity, complete_answer; scores and retries. */
export function registerPlayerRoutes(
  ctx: AppContext,
  services: { player: PlayerService; scores: ScoresService; retries: RetryService },
): void {
  const { app } = ctx;
  const { player, scores, retries } = services;
  registerCall(app, ctx, activities.startAttempt, ({ user, body }) => player.start(user, body));
  registerCall(
    app,
    ctx,
    activities.listAttemptQuestions,
    ({ user, query }) => player.questions(user, query),
    { signIn: ({ query }) => player.signIn(query?.answer_header_id ?? null) },
  );
  // A call on an attempt signs in and reads the attempt's scene in one statement.
  const onAttempt = {
    signIn: ({ params }: { params: { id: number } | null }) => player.signIn(params?.id ?? null),
  };
  registerCall(
    app,
    ctx,
    activities.saveAnswer,
    ({ user, params, body }) => player.saveAnswer(user, params.id, body),
    onAttempt,
  );
  registerCall(
    app,
    ctx,
    activities.logActivity,
    ({ user, params, body }) => player.logActivity(user, params.id, body.action),
    onAttempt,
  );
  registerCall(
    app,
    ctx,
    activities.completeAnswer,
    ({ user, params, body }) => player.complete(user, params.id, body.answer),
    onAttempt,
  );
  registerCall(app, ctx, activities.getActivityScores, ({ user, body }) =>
    scores.scoresOf(user, body.activity_id),
  );
  registerCall(app, ctx, activities.startRetry, ({ user, body }) =>
    retries.retry(user, body.activity_id),
  );
}
