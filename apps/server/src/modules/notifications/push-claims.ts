import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';

/** A notification taken for its push: whom it is for, in which school, and what it says. */
export interface ClaimedNotification {
  id: number;
  userId: number;
  organisationId: number;
  title: string;
  body: string;
  link: string;
}

/**
 * Takes up to `limit` notifications whose push is due, oldest first, stamping them taken.
 * Rows another process is taking at the same moment are skipped, so none is taken twice.
 */
export async function claimNotificationsDuePush(
  db: Database,
  now: Date,
  limit: number,
): Promise<ClaimedNotification[]> {
  const rows = await db
    .update(notifications)
    .set({ pushTakenAt: now })
    .where(
      inArray(
        notifications.id,
        sql`(select ${notifications.id} from ${notifications}
          where ${notifications.pushDueAt} <= ${now.toISOString()}::timestamptz and ${notifications.pushTakenAt} is null
          order by ${notifications.pushDueAt}, ${notifications.id}
          limit ${limit}
          for update skip locked)`,
      ),
    )
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      organisationId: notifications.organisationId,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      dueAt: notifications.pushDueAt,
    });
  return rows.sort((a, b) => (a.dueAt?.getTime() ?? 0) - (b.dueAt?.getTime() ?? 0) || a.id - b.id);
}
