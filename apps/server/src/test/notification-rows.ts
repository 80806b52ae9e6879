import type { NotificationKind } from '@kitlab/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { notifications } from '../db/schema/index.js';

/** The rows of a user's notifications of one kind, or of one discussion, oldest first. */
export function notificationRowsOf(
  db: Database,
  userId: number,
  of: { kind: NotificationKind } | { discussionId: number },
) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        'kind' in of
          ? eq(notifications.kind, of.kind)
          : eq(notifications.discussionId, of.discussionId),
      ),
    )
    .orderBy(notifications.id);
}
