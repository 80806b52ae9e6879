import { notifications as contract, type ParsedPart } from '@kitlab/contract';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { LivePublisher } from '../../lib/live-publisher.js';
import { pageResult } from '../../lib/paging.js';
import { readDiscussionsToEnd } from '../discussion-reads/index.js';
import { presentCounts, presentNotification } from './notification.presenter.js';
import {
  createCentreReads,
  createNotificationsRepository,
  type NotificationsRepository,
} from './notifications.repository.js';
import { publishUnreadLeft } from './unread-left.js';

interface Caller {
  id: number;
}

type PageQuery = ParsedPart<typeof contract.listNotifications.query>;

/** The notification centre: a user only ever reads and marks their own notifications. */
export function createNotificationsService(deps: {
  db: Database;
  clock: Clock;
  live: LivePublisher;
}) {
  const { db, clock, live } = deps;
  const repo = createNotificationsRepository(db);
  const reads = createCentreReads(db);

  /**
   * Marks in one transaction with the live notice of the unread count left, and of the
   * discussions the work moved the user's read position in.
   */
  function marking<T>(
    user: Caller,
    work: (
      txRepo: NotificationsRepository,
      tx: Database,
    ) => Promise<{ result: T; movedDiscussions?: string[] }>,
  ) {
    return inTransaction(db, async (tx) => {
      const txRepo = createNotificationsRepository(tx);
      const { result, movedDiscussions = [] } = await work(txRepo, tx);
      const counts = await publishUnreadLeft(
        tx,
        live,
        user.id,
        movedDiscussions.map((token) => ({
          userId: user.id,
          type: 'discussion.changed' as const,
          data: { discussion_token: token },
        })),
      );
      return { result, counts };
    });
  }

  return {
    async home(user: Caller): Promise<contract.NotificationsHome> {
      const latest = (tab: contract.NotificationTab) =>
        repo.latest(user.id, tab, contract.LATEST_NOTIFICATIONS);
      const [counts, notifications, discussions] = await Promise.all([
        reads.unreadCounts(user.id),
        latest('notifications'),
        latest('discussions'),
      ]);
      return {
        unread: presentCounts(counts),
        latest: {
          notifications: notifications.map(presentNotification),
          discussions: discussions.map(presentNotification),
        },
      };
    },

    async list(user: Caller, query: PageQuery) {
      const { rows, count } = await reads.page(
        user.id,
        { tab: query.tab, status: query.message_status },
        { limit: query.per_page, offset: (query.page - 1) * query.per_page },
      );
      return pageResult(rows.map(presentNotification), count, query.page, query.per_page);
    },

    async unread(user: Caller) {
      return presentCounts(await reads.unreadCounts(user.id));
    },

    async markOne(user: Caller, id: number) {
      const { result, counts } = await marking(user, async (tx) => {
        const row = await tx.markOne(user.id, id, clock.now());
        if (!row) throw notFound('No such notification.');
        return { result: row };
      });
      return { notification: presentNotification(result), unread: counts };
    },

    /**
     * Marks all (or one tab) read, and moves the user's read position in each discussion the
     * marked notifications came from to its newest message, so its thread is read too.
     */
    async markAll(user: Caller, tab: contract.NotificationTab | undefined) {
      const now = clock.now();
      const { result, counts } = await marking(user, async (txRepo, tx) => {
        const marked = await txRepo.markAll(user.id, tab, now);
        const movedDiscussions = await readDiscussionsToEnd(tx, user.id, marked.discussionIds, now);
        return { result: marked.count, movedDiscussions };
      });
      return { marked: result, unread: counts };
    },
  };
}
