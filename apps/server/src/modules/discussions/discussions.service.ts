import type { discussions as contract } from '@kitlab/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { inTransaction } from '../../db/transaction.js';
import type { AuthUser } from '../../plugins/auth.js';
import { withStaffRead } from '../staff-reads/index.js';
import { type DiscussionAccess, noSuchMessage, scopeOf } from './discussion-access.js';
import { canRemoveInDiscussion } from './discussions.policy.js';
import {
  type DiscussionPresenter,
  presentDiscussion,
  presentReadStates,
} from './discussions.presenter.js';
import type { MessagesRepository } from './messages.repository.js';
import type { createPostMessage } from './post-message.js';
import { readUpTo } from './read-position.js';

type FetchBody = z.output<NonNullable<typeof contract.getDiscussion.body>>;
type MarkBody = z.output<NonNullable<typeof contract.markMessage.body>>;

/** Reading a discussion, posting in it and moving one's read cursor. */
export function createDiscussionsService(
  deps: Pick<AppContext, 'db' | 'clock' | 'live'> & {
    access: DiscussionAccess;
    messages: MessagesRepository;
    presenter: DiscussionPresenter;
    postMessage: ReturnType<typeof createPostMessage>;
  },
) {
  const { db, clock, live, access, messages, presenter } = deps;

  return {
    async fetchDiscussion(user: AuthUser, body: FetchBody) {
      const located = await access.locate(user, body);
      const { discussion, stored, reader } = located;
      const [views, { cursor, unread }] = stored
        ? await Promise.all([
            messages.messagesOf(discussion.id, user.id),
            messages.readState(discussion.id, user.id),
          ])
        : [[], { cursor: 0, unread: 0 }];
      const shown = presentDiscussion(discussion, {
        stored,
        messages: await presenter.messages(views, user.id, cursor),
        unread,
        canPost: access.mayPost(located),
        canHide: canRemoveInDiscussion(reader, scopeOf(discussion)),
      });
      const { studentId, questTitle: detail } = discussion;
      return withStaffRead(deps, user, shown, () =>
        stored && studentId !== null
          ? [{ student: { id: studentId }, record: 'messages', detail }]
          : [],
      );
    },

    postMessage: deps.postMessage,

    /**
     * Moves the reader's cursor forward to the message (never back), marks read their
     * notifications of the messages up to it, and answers read states.
     */
    async markMessage(user: AuthUser, body: MarkBody) {
      const { discussion } = await access.locate(user, { discussion_token: body.discussion_token });
      const message = await messages.inDiscussion(discussion.id, body.message_token);
      if (!message) throw noSuchMessage();
      const now = clock.now();
      const cursor = await inTransaction(db, async (tx) => {
        const last = await readUpTo(tx, live, {
          discussionId: discussion.id,
          userId: user.id,
          messageId: message.id,
          at: now,
        });
        await live.publish(tx, [
          {
            userId: user.id,
            type: 'discussion.changed',
            data: { discussion_token: discussion.token },
          },
        ]);
        return last;
      });
      const [tokens, { unread }] = await Promise.all([
        messages.tokensOf(discussion.id),
        messages.readState(discussion.id, user.id),
      ]);
      return presentReadStates(discussion.token, unread, tokens, user.id, cursor);
    },
  };
}

export type DiscussionsService = ReturnType<typeof createDiscussionsService>;
