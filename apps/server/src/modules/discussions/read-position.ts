import type { Database } from '../../db/client.js';
import { advanceReadPosition } from '../../lib/discussion-reads/index.js';
import type { LivePublisher } from '../../lib/live-publisher.js';
import { readDiscussionNotifications } from '../notifications/index.js';

/**
 * Moves a reader's position in a discussion up to a message (never back), and with it reads
 * their notifications of the discussion's messages up to there (decision 0035). Answers the
 * position.
 */
export async function readUpTo(
  tx: Database,
  live: LivePublisher,
  read: { discussionId: number; userId: number; messageId: number; at: Date },
): Promise<number> {
  const position = await advanceReadPosition(tx, read);
  await readDiscussionNotifications(
    tx,
    live,
    { userId: read.userId, discussionId: read.discussionId, upToMessageId: position },
    read.at,
  );
  return position;
}
