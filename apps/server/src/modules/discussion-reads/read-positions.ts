import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { discussionMessages, discussionReads, discussions } from '../../db/schema/index.js';

/**
 * Moves a reader's position in a discussion to a message when that is forward (never back), inside
 * the caller's transaction; answers where the position stands.
 */
export async function advanceReadPosition(
  tx: Database,
  values: { discussionId: number; userId: number; messageId: number; at: Date },
): Promise<number> {
  const [row] = await tx
    .insert(discussionReads)
    .values({
      discussionId: values.discussionId,
      userId: values.userId,
      lastReadMessageId: values.messageId,
      readAt: values.at,
    })
    .onConflictDoUpdate({
      target: [discussionReads.discussionId, discussionReads.userId],
      set: {
        lastReadMessageId: sql`greatest(${discussionReads.lastReadMessageId}, excluded.last_read_message_id)`,
        readAt: values.at,
      },
    })
    .returning({ last: discussionReads.lastReadMessageId });
  return row?.last ?? values.messageId;
}

/**
 * Moves the user's read position in each of the discussions to its newest message (never back),
 * in one statement inside the caller's transaction; answers the tokens of the discussions whose
 * position moved.
 */
export async function readDiscussionsToEnd(
  tx: Database,
  userId: number,
  discussionIds: readonly number[],
  now: Date,
): Promise<string[]> {
  if (discussionIds.length === 0) return [];
  const moved = await rowsOf<{ token: string }>(
    tx,
    sql`
    with moved as (
      insert into ${discussionReads} (discussion_id, user_id, last_read_message_id, read_at)
      select ${discussionMessages.discussionId}, ${userId}, max(${discussionMessages.id}), ${now.toISOString()}::timestamptz
      from ${discussionMessages}
      where ${inArray(discussionMessages.discussionId, [...discussionIds])}
      group by ${discussionMessages.discussionId}
      on conflict (discussion_id, user_id) do update
        set last_read_message_id = excluded.last_read_message_id, read_at = excluded.read_at
        where ${discussionReads}.last_read_message_id < excluded.last_read_message_id
      returning discussion_id
    )
    select d.token from moved inner join ${discussions} d on d.id = moved.discussion_id`,
  );
  return moved.map((row) => row.token);
}
