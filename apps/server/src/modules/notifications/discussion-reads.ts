import type { Database } from '../../db/client.js';
import type { LivePublisher } from '../../lib/live-publisher.js';
import { presentCounts } from './notification.presenter.js';
import { createNotificationsRepository } from './notifications.repository.js';

/**
 * Marks read the user's notifications of a discussion's messages up to their read position there,
 * in the transaction that moved it, so the bell agrees with the thread (decision 0035); tells
 * their screens the unread count left when any were marked. Answers how many it marked.
 */
export async function readDiscussionNotifications(
  tx: Database,
  live: LivePublisher,
  read: { userId: number; discussionId: number; upToMessageId: number },
  now: Date,
): Promise<number> {
  const repo = createNotificationsRepository(tx);
  const marked = await repo.markDiscussionUpTo(read, now);
  if (marked > 0) {
    const counts = presentCounts(await repo.unreadCounts(read.userId));
    await live.publish(tx, [
      { userId: read.userId, type: 'notifications.read', data: { unread_count: counts.total } },
    ]);
  }
  return marked;
}
