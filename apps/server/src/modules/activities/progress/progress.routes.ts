import { activities } from '@kitlab/contract';
import type { AppContext } from '../../../app-context.js';
import { registerCall } from '../../../plugins/calls.js';
import type { ProgressService } from './progress.service.js';

/** The progress codes of an activity for its student. */
export function registerProgressRoutes(ctx: AppContext, progress: ProgressService): void {
  registerCall(ctx.app, ctx, activities.getActivityProgress, ({ user, body }) =>
    progress.check(user, body),
  );
}
