import type { Database } from '../../db/client.js';
import type { LivePublisher } from '../../lib/live-publisher.js';
import { readDiscussionNotifications } from '../notifications/index.js';
import type { MessagesRepository } from './messages.repository.js';

/**
 * Moves a reader's position in a discussion up to a message (never back), and with it reads
 * their notifications of the discussion's messages up to there (decision 0035). Answers the
 * position.
 */
export async function readUpTo(
  tx: Database,
  deps: { messages: MessagesRepository; live: LivePublisher },
  read: { discussionId: number; userId: number; messageId: number; at: Date },
): Promise<number> {
  const position = await deps.messages.advanceCursor(tx, read);
  await readDiscussionNotifications(
    tx,
    deps.live,
    { userId: read.userId, discussionId: read.discussionId, upToMessageId: position },
    read.at,
  );
  return position;
}
