import { activities } from '@kitlab/contract';
import type { AppContext } from '../../../app-context.js';
import { registerCall } from '../../../plugins/calls.js';
import { readsOfWork, withStaffRead } from '../../staff-reads/index.js';
import type { AnswerSheetService } from './answer-sheet.service.js';

/** An activity's answer sheet. */
export function registerAnswerSheetRoutes(ctx: AppContext, sheets: AnswerSheetService): void {
  registerCall(ctx.app, ctx, activities.getAnswerSheet, async ({ user, params, query }) =>
    withStaffRead(ctx, user, await sheets.sheet(user, params.id, query), (sheet) =>
      sheet.student ? readsOfWork(sheet.student.user_token, sheet.title, sheet.attempt) : [],
    ),
  );
}
