import { activities } from '@kitlab/contract';
import type { AppContext } from '../../../app-context.js';
import { registerCall } from '../../../plugins/calls.js';
import type { WorksheetService } from './worksheet.service.js';

/** Photographed pages of a paper worksheet. */
export function registerWorksheetRoutes(ctx: AppContext, worksheet: WorksheetService): void {
  const { app } = ctx;
  registerCall(app, ctx, activities.addWorksheetPage, ({ user, body }) =>
    worksheet.addPage(user, body),
  );
  registerCall(app, ctx, activities.removeWorksheetPage, ({ user, body }) =>
    worksheet.deletePage(user, body.offline_worksheet_id),
  );
}
