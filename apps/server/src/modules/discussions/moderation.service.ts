import type { discussions as contract } from '@kitlab/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { inTransaction } from '../../db/transaction.js';
import { invalidFields } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { removeMessagePreviews } from '../notifications/index.js';
import { type DiscussionAccess, noSuchMessage } from './discussion-access.js';
import { canRemoveInDiscussion, canReportInDiscussion } from './discussions.policy.js';
import type { MessagesRepository } from './messages.repository.js';
import { presentDismissed, presentRemoved, presentReported } from './moderation.presenter.js';
import { presentOpenReports } from './overview.presenter.js';
import type { OverviewRepository } from './overview.repository.js';
import type { ThreadsRepository } from './threads.repository.js';

type ReportBody = z.output<NonNullable<typeof contract.reportMessage.body>>;

/** Removing and reporting messages, and the teachers' list of open reports. */
export function createModerationService(
  deps: Pick<AppContext, 'db' | 'clock' | 'live'> & {
    access: DiscussionAccess;
    threads: ThreadsRepository;
    messages: MessagesRepository;
    overview: OverviewRepository;
  },
) {
  const { db, clock, live, access, threads, messages, overview } = deps;

  /** A message in a discussion the caller reads, with the caller as the policy sees them. */
  async function reachableMessage(user: AuthUser, messageToken: string) {
    const found = await messages.byToken(messageToken);
    if (!found) throw noSuchMessage();
    const reader = await access.readerOf(user);
    const scope = {
      organisationId: found.discussion.organisationId,
      classId: found.discussion.classId,
      subjectId: found.discussion.subjectId,
      studentId: found.discussion.studentId,
    };
    if (!canReportInDiscussion(reader, scope)) throw noSuchMessage();
    return { ...found, reader, scope };
  }

  async function moderated(user: AuthUser, messageToken: string) {
    const found = await reachableMessage(user, messageToken);
    if (!canRemoveInDiscussion(found.reader, found.scope)) throw noSuchMessage();
    return found;
  }

  return {
    /**
     * Removes a message for every reader and tells their open screens; a second removal changes
     * nothing. The log names ids only: never the text or anyone's name.
     */
    async hideMessage(user: AuthUser, messageToken: string, log: FastifyBaseLogger) {
      const { message, discussion } = await moderated(user, messageToken);
      const removedNow = await inTransaction(db, async (tx) => {
        const now = clock.now();
        if (!(await messages.remove(tx, message.id, user.id, now))) return false;
        await removeMessagePreviews(tx, message);
        await messages.resolveReports(tx, message.id, user.id, now);
        const participants = await threads.participantIds(tx, discussion);
        await live.publish(
          tx,
          participants.map((userId) => ({
            userId,
            type: 'discussion.changed' as const,
            data: { discussion_token: discussion.token },
          })),
        );
        return true;
      });
      if (removedNow) {
        log.info(
          { messageId: message.id, discussionId: discussion.id, removedById: user.id },
          'discussion message removed',
        );
      }
      return presentRemoved(message);
    },

    async reportMessage(user: AuthUser, body: ReportBody) {
      const { message } = await reachableMessage(user, body.message_token);
      if (message.authorId === user.id) {
        throw invalidFields({ message_token: ['You cannot report your own message.'] });
      }
      // A removed message has been dealt with already: the report is taken and needs nothing more.
      if (message.hiddenAt !== null) return presentReported(message);
      await messages.report({
        organisationId: message.organisationId,
        messageId: message.id,
        reporterId: user.id,
        reason: body.reason || null,
        createdAt: clock.now(),
      });
      return presentReported(message);
    },

    async dismissReports(user: AuthUser, messageToken: string) {
      const { message } = await moderated(user, messageToken);
      const resolved = await inTransaction(db, (tx) =>
        messages.resolveReports(tx, message.id, user.id, clock.now()),
      );
      return presentDismissed(message, resolved);
    },

    async openReports(user: AuthUser) {
      const rows = await overview.openReports(user.id);
      return presentOpenReports(rows, user.id);
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
