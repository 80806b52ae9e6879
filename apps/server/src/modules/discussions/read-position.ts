import { eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { discussionMessages } from '../../db/schema/index.js';
import type { LivePublisher } from '../../lib/live-publisher.js';
import { advanceReadPosition, keepInArchive } from '../discussion-reads/index.js';
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

/**
 * Puts a discussion in a reader's archive at `at`: it is read to its newest message first, so an
 * archived discussion never hides anything unread. The reader's row is made when they never read
 * the discussion, else its read position is kept as it is.
 */
export async function archiveFor(
  tx: Database,
  live: LivePublisher,
  reader: { discussionId: number; userId: number; at: Date },
): Promise<void> {
  const [newest] = await tx
    .select({ id: max(discussionMessages.id) })
    .from(discussionMessages)
    .where(eq(discussionMessages.discussionId, reader.discussionId));
  const newestId = newest?.id ?? null;
  if (newestId !== null) await readUpTo(tx, live, { ...reader, messageId: newestId });
  await keepInArchive(tx, { ...reader, lastReadMessageId: newestId ?? 0 });
}
