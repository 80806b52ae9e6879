import { activities } from '@kitlab/contract';
import type { AppContext } from '../../../app-context.js';
import { registerCall } from '../../../plugins/calls.js';
import type { AnswerSheetService } from './answer-sheet.service.js';

/** An activity's answer sheet. */
export function registerAnswerSheetRoutes(ctx: AppContext, sheets: AnswerSheetService): void {
  registerCall(ctx.app, ctx, activities.getAnswerSheet, ({ user, params, query }) =>
    sheets.sheet(user, params.id, query),
  );
}
