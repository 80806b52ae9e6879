import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  notificationKindSettings,
  notificationSettings,
  notifications,
  organisations,
  users,
} from '../../db/schema/index.js';

export type NewNotification = typeof notifications.$inferInsert;

/** What deciding and storing new notifications reads and writes. */
export function createDeliveryRepository(db: Database) {
  return {
    /** Each recipient's school, its time zone and their quiet hours (null: the defaults). */
    recipients(userIds: number[]) {
      return db
        .select({
          userId: users.id,
          organisationId: users.organisationId,
          timeZone: organisations.timeZone,
          quietHoursStart: notificationSettings.quietHoursStart,
          quietHoursEnd: notificationSettings.quietHoursEnd,
        })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
        .where(inArray(users.id, userIds));
    },

    /** The kinds the recipients chose a delivery for; the others are delivered now. */
    kindChoices(userIds: number[]) {
      return db
        .select()
        .from(notificationKindSettings)
        .where(inArray(notificationKindSettings.userId, userIds));
    },

    /** Stores the new ones; one already made from the same source is kept as it was. */
    insert(rows: NewNotification[]) {
      return db
        .insert(notifications)
        .values(rows)
        .onConflictDoNothing({ target: [notifications.userId, notifications.sourceKey] })
        .returning({
          id: notifications.id,
          userId: notifications.userId,
          kind: notifications.kind,
        });
    },

    /** Unread notifications of each user, in one grouped query. */
    async unreadTotals(userIds: number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: notifications.userId, unread: count() })
        .from(notifications)
        .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
        .groupBy(notifications.userId);
      return new Map(rows.map((row) => [row.userId, row.unread]));
    },
  };
}

/** Counted unread per tab; `discussion_message` is the discussions tab. */
export const unreadByTab = {
  discussions: sql<number>`count(*) filter (where ${notifications.kind} = 'discussion_message')::int`,
  notifications: sql<number>`count(*) filter (where ${notifications.kind} <> 'discussion_message')::int`,
};
