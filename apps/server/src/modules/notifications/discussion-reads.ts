import type { Database } from '../../db/client.js';
import type { LivePublisher } from '../../lib/live-publisher.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { publishUnreadLeft } from './unread-left.js';

/**
 * Marks read the user's notifications of a discussion's messages up to their read position there,
 * in the transaction that moved it, so the bell agrees with the thread (decision 0035); tells
 * their screens the unread count left when any were marked.
 */
export async function readDiscussionNotifications(
  tx: Database,
  live: LivePublisher,
  read: { userId: number; discussionId: number; upToMessageId: number },
  now: Date,
): Promise<void> {
  const marked = await createNotificationsRepository(tx).markDiscussionUpTo(read, now);
  if (marked > 0) await publishUnreadLeft(tx, live, read.userId);
}
