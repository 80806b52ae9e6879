import { kits } from '@kitlab/contract';
import { registerCall } from '../../plugins/calls.js';
import type { ContentService } from './content.service.js';
import type { KitsContext } from './kits-context.js';
import type { createLibraryService } from './library.service.js';

/** The v2 kit, lesson and topic calls. */
export function registerKitsV2Routes(
  ctx: KitsContext,
  library: ReturnType<typeof createLibraryService>,
  content: ContentService,
): void {
  const { app } = ctx;
  registerCall(app, ctx, kits.getKits, ({ user, body }) => content.kitCard(user, body));
  registerCall(app, ctx, kits.listKitLessons, ({ user, body }) => content.lessons(user, body));
  registerCall(app, ctx, kits.listUnassignedClasses, ({ user, body }) =>
    content.unassignedClasses(user, body),
  );
  registerCall(app, ctx, kits.listTopics, ({ user, body }) => library.topics(user, body));
  registerCall(app, ctx, kits.getTopicFilters, ({ user, body }) =>
    library.topicFilters(user, body.class),
  );
}
