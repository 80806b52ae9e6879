import { activities } from '@kitlab/contract';
import type { AppContext } from '../../../app-context.js';
import { registerCall } from '../../../plugins/calls.js';
import type { WorksheetService } from '../worksheet/worksheet.service.js';
import type { QuestService } from './quest.service.js';

/** Quest step responses, score and reset; offline worksheet pages. */
export function registerQuestRoutes(
  ctx: AppContext,
  quest: QuestService,
  worksheet: WorksheetService,
): void {
  const { app } = ctx;
  registerCall(app, ctx, activities.customAnswer, ({ user, body }) =>
    quest.saveStepResponse(user, body),
  );
  registerCall(app, ctx, activities.customAnswerScore, ({ user, body }) =>
    quest.score(user, body.activity_id),
  );
  registerCall(app, ctx, activities.customAnswerReset, ({ user, body }) =>
    quest.reset(user, body.activity_id),
  );
  registerCall(app, ctx, activities.offlineWorksheet, ({ user, body }) =>
    worksheet.addPage(user, body),
  );
  registerCall(app, ctx, activities.offlineWorksheetDelete, ({ user, body }) =>
    worksheet.deletePage(user, body.offline_worksheet_id),
  );
}
