import { discussions, notifications } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createDiscussionAccess } from './discussion-access.js';
import { createDiscussionArchive } from './discussion-archive.js';
import { createDiscussionPresenter } from './discussions.presenter.js';
import { createDiscussionsService } from './discussions.service.js';
import { createMessagesRepository } from './messages.repository.js';
import { createModerationService } from './moderation.service.js';
import { createOverviewRepository } from './overview.repository.js';
import { createOverviewService } from './overview.service.js';
import { createPostMessage } from './post-message.js';
import { createThreadsRepository } from './threads.repository.js';

/** Discussions on quests (decision 0028): threads, moderation and teachers' overviews. */
export function registerDiscussionsRoutes(ctx: AppContext): void {
  const { app, db, clock } = ctx;
  const threads = createThreadsRepository(db);
  const messages = createMessagesRepository(db);
  const overview = createOverviewRepository(db);
  const presenter = createDiscussionPresenter(ctx.files, clock);
  const access = createDiscussionAccess({ threads, clock });
  const postMessage = createPostMessage({ ...ctx, access, threads, messages, presenter });
  const talk = createDiscussionsService({ ...ctx, access, messages, presenter, postMessage });
  const moderation = createModerationService({ ...ctx, access, threads, messages, overview });
  const overviews = createOverviewService({ access, threads, overview });
  const archive = createDiscussionArchive({ ...ctx, access });

  registerCall(app, ctx, discussions.getDiscussion, ({ user, body }) =>
    talk.fetchDiscussion(user, body),
  );
  registerCall(app, ctx, discussions.postMessage, ({ user, body }) => talk.postMessage(user, body));
  registerCall(app, ctx, discussions.markMessage, ({ user, body }) => talk.markMessage(user, body));
  registerCall(app, ctx, discussions.listQuestDiscussions, ({ user, body }) =>
    overviews.questDiscussions(user, body),
  );
  registerCall(app, ctx, discussions.hideMessage, ({ user, body, request }) =>
    moderation.hideMessage(user, body.message_token, request.log),
  );
  registerCall(app, ctx, discussions.reportMessage, ({ user, body }) =>
    moderation.reportMessage(user, body),
  );
  registerCall(app, ctx, discussions.listOpenReports, ({ user }) => moderation.openReports(user));
  registerCall(app, ctx, discussions.dismissReports, ({ user, body }) =>
    moderation.dismissReports(user, body.message_token),
  );
  registerCall(app, ctx, discussions.getMessageAnalytics, ({ user, body }) =>
    overviews.messageAnalytics(user, body.class_id),
  );
  // The reader's archive is part of the notification centre's calls, kept where access is decided.
  registerCall(app, ctx, notifications.archiveDiscussion, ({ user, params }) =>
    archive.archive(user, params.discussion_token),
  );
  registerCall(app, ctx, notifications.bringBackDiscussion, ({ user, params }) =>
    archive.bringBack(user, params.discussion_token),
  );
}
