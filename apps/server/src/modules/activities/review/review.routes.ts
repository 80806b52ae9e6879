import { activities } from '@kitlab/contract';
import type { AppContext } from '../../../app-context.js';
import { registerCall } from '../../../plugins/calls.js';
import { readsOfWork, withStaffRead } from '../../staff-reads/index.js';
import type { createMarkOverrideService } from './mark-override.service.js';
import type { createMarkingService } from './marking.service.js';
import type { createReturnWorkService } from './return-work.service.js';
import type { ReviewService } from './review.service.js';
import type { ReviewAccess } from './review-access.js';

/** Teacher review: class submissions, one student's responses, their marking and return. */
export function registerReviewRoutes(
  ctx: AppContext,
  services: {
    review: ReviewService;
    marking: ReturnType<typeof createMarkingService>;
    returning: ReturnType<typeof createReturnWorkService>;
    overriding: ReturnType<typeof createMarkOverrideService>;
    access: ReviewAccess;
  },
): void {
  const { app } = ctx;
  const { review, marking, returning, overriding, access } = services;
  // A write on an attempt signs in and reads the attempt's scene in one statement.
  const onAttempt = {
    signIn: ({ body }: { body: { answer_header_id: number } | null }) =>
      body ? access.signIn(body.answer_header_id) : ctx.sessions,
  };
  registerCall(app, ctx, activities.listActivitySubmissions, ({ user, body }) =>
    review.submissions(user, body),
  );
  registerCall(app, ctx, activities.getStudentResponses, async ({ user, query }) =>
    withStaffRead(ctx, user, await review.responses(user, query.answer_header_id), (sheet) =>
      readsOfWork(sheet.student.user_token, sheet.activity_title, sheet.attempt),
    ),
  );
  registerCall(
    app,
    ctx,
    activities.markResponses,
    ({ user, body }) => marking.mark(user, body),
    onAttempt,
  );
  registerCall(
    app,
    ctx,
    activities.returnResponse,
    ({ user, body }) => returning.returnWork(user, body),
    onAttempt,
  );
  registerCall(
    app,
    ctx,
    activities.overrideMark,
    ({ user, body }) => overriding.override(user, body),
    onAttempt,
  );
}
