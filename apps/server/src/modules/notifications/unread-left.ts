import type { notifications as contract } from '@kitlab/contract';
import type { Database } from '../../db/client.js';
import type { LiveItem, LivePublisher } from '../../lib/live-publisher.js';
import { presentCounts } from './notification.presenter.js';
import { createNotificationsRepository } from './notifications.repository.js';

/**
 * Tells the user's screens, inside the transaction that marked some of their notifications read,
 * the unread count left, with any events that go along with it; answers the counts.
 */
export async function publishUnreadLeft(
  tx: Database,
  live: LivePublisher,
  userId: number,
  alongside: readonly LiveItem[] = [],
): Promise<contract.UnreadCounts> {
  const counts = presentCounts(await createNotificationsRepository(tx).unreadCounts(userId));
  await live.publish(tx, [
    { userId, type: 'notifications.read', data: { unread_count: counts.total } },
    ...alongside,
  ]);
  return counts;
}
