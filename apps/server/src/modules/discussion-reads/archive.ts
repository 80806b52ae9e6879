import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { discussionReads } from '../../db/schema/index.js';

/**
 * Puts a discussion in a reader's archive at `at`; a reader who never read it gets their row,
 * read up to `lastReadMessageId`, else their read position is kept as it is.
 */
export async function keepInArchive(
  tx: Database,
  reader: { discussionId: number; userId: number; lastReadMessageId: number; at: Date },
): Promise<void> {
  await tx
    .insert(discussionReads)
    .values({
      discussionId: reader.discussionId,
      userId: reader.userId,
      lastReadMessageId: reader.lastReadMessageId,
      readAt: reader.at,
      archivedAt: reader.at,
    })
    .onConflictDoUpdate({
      target: [discussionReads.discussionId, discussionReads.userId],
      set: { archivedAt: reader.at },
    });
}

/** Takes a discussion out of a reader's archive; one not in it stays as it is. */
export async function takeOutOfArchive(
  tx: Database,
  reader: { discussionId: number; userId: number },
): Promise<void> {
  await tx
    .update(discussionReads)
    .set({ archivedAt: null })
    .where(
      and(
        eq(discussionReads.discussionId, reader.discussionId),
        eq(discussionReads.userId, reader.userId),
      ),
    );
}
