import { activities } from '@kitlab/contract';
import type { AppContext } from '../../../app-context.js';
import { registerCall } from '../../../plugins/calls.js';
import type { QuestService } from './quest.service.js';

/** Quest step responses. */
export function registerQuestRoutes(ctx: AppContext, quest: QuestService): void {
  registerCall(ctx.app, ctx, activities.saveStepResponse, ({ user, body }) =>
    quest.saveStepResponse(user, body),
  );
}
