import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { REMOVED_MESSAGE_PREVIEW } from './notification-texts.js';

/** A removed message, and the discussion it was in (found by the discussion's index). */
export interface RemovedMessage {
  id: number;
  discussionId: number;
}

/**
 * Takes a removed message's words out of every notification that shows them, in the removal's
 * transaction: the rows whose latest message it is (a thread's row shows only its latest).
 */
export async function removeMessagePreviews(tx: Database, message: RemovedMessage): Promise<void> {
  await tx
    .update(notifications)
    .set({ body: REMOVED_MESSAGE_PREVIEW })
    .where(
      and(
        eq(notifications.discussionId, message.discussionId),
        eq(notifications.kind, 'discussion_message'),
        eq(notifications.sourceKey, `message:${message.id}`),
      ),
    );
}
