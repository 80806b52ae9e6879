import { activities } from '@kitlab/contract';
import type { AppContext } from '../../../app-context.js';
import { registerCall } from '../../../plugins/calls.js';
import type { createAnswerSheetService } from '../answer-sheets/answer-sheet.service.js';
import type { createMarkOverrideService } from './mark-override.service.js';
import type { createMarkingService } from './marking.service.js';
import type { createReturnWorkService } from './return-work.service.js';
import type { ReviewService } from './review.service.js';

/** Teacher review: class submissions, one student's responses and their marking, answer sheets. */
export function registerReviewRoutes(
  ctx: AppContext,
  services: {
    review: ReviewService;
    marking: ReturnType<typeof createMarkingService>;
    returning: ReturnType<typeof createReturnWorkService>;
    overriding: ReturnType<typeof createMarkOverrideService>;
    sheets: ReturnType<typeof createAnswerSheetService>;
  },
): void {
  const { app } = ctx;
  const { review, marking, returning, overriding, sheets } = services;
  registerCall(app, ctx, activities.activitySubmissions, ({ user, body }) =>
    review.submissions(user, body),
  );
  registerCall(app, ctx, activities.teacherResponses, ({ user, query }) =>
    review.responses(user, query.answer_header_id),
  );
  registerCall(app, ctx, activities.markResponses, ({ user, body }) => marking.mark(user, body));
  registerCall(app, ctx, activities.returnResponse, ({ user, body }) =>
    returning.returnWork(user, body),
  );
  registerCall(app, ctx, activities.overrideMark, ({ user, body }) =>
    overriding.override(user, body),
  );
  registerCall(app, ctx, activities.answerSheet, ({ user, params, query }) =>
    sheets.sheet(user, params.id, query),
  );
}
