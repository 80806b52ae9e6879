import type { NotificationKind, UserType } from '@kitlab/contract';
import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  notifications,
  organisations,
  pushDeliveries,
  pushDevices,
  users,
} from '../../db/schema/index.js';
import { claimNotificationsDuePush } from '../notifications/index.js';
import { featureOn } from '../organisations/index.js';

const PUSH_FEATURE = 'Push Notifications';
const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export interface DueDelivery {
  id: number;
  tries: number;
  deviceId: number;
  deviceActive: boolean;
  endpoint: string;
  p256dh: string;
  auth: string;
  notification: { id: number; kind: NotificationKind; title: string; body: string; link: string };
}

/** Every SQL statement of the push queue: notifications due a push, and deliveries due a try. */
export function createQueueRepository(db: Database) {
  return {
    claimDueNotifications: (now: Date, limit: number) => claimNotificationsDuePush(db, now, limit),

    /**
     * Each organisation's time zone and whether Push Notifications is on for it (organisations'
     * feature rule, decision 0024), in one query.
     */
    async schools(organisationIds: readonly number[]) {
      if (organisationIds.length === 0) return [];
      return db
        .select({
          id: organisations.id,
          timeZone: organisations.timeZone,
          pushOn: featureOn(organisations.id, PUSH_FEATURE),
        })
        .from(organisations)
        .where(inArray(organisations.id, [...organisationIds]));
    },

    async userTypes(userIds: readonly number[]): Promise<{ id: number; userType: UserType }[]> {
      if (userIds.length === 0) return [];
      return db
        .select({ id: users.id, userType: users.userType })
        .from(users)
        .where(inArray(users.id, [...userIds]));
    },

    async activeDevices(userIds: readonly number[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ id: pushDevices.id, userId: pushDevices.userId })
        .from(pushDevices)
        .where(and(inArray(pushDevices.userId, [...userIds]), eq(pushDevices.status, 'active')));
    },

    /**
     * When each of these users' pushes since `since` were made: one per notification pushed.
     * `notificationIds` (those being planned) are left out: a grown group pushed again replaces
     * its earlier push on the device, so it counts once.
     */
    async pushesSince(userIds: readonly number[], since: Date, notificationIds: readonly number[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: pushDeliveries.userId,
          madeAt: sql<string>`min(${pushDeliveries.createdAt})`.mapWith(
            (value: string) => new Date(value),
          ),
        })
        .from(pushDeliveries)
        .where(
          and(
            inArray(pushDeliveries.userId, [...userIds]),
            gt(pushDeliveries.createdAt, since),
            notificationIds.length === 0
              ? undefined
              : notInArray(pushDeliveries.notificationId, [...notificationIds]),
          ),
        )
        .groupBy(pushDeliveries.userId, pushDeliveries.notificationId);
    },

    /** New deliveries; a device's earlier one of the same notification (a grown group) starts over. */
    async addDeliveries(
      deliveries: { deviceId: number; notificationId: number; userId: number }[],
      now: Date,
    ): Promise<void> {
      if (deliveries.length === 0) return;
      await db
        .insert(pushDeliveries)
        .values(deliveries.map((delivery) => ({ ...delivery, createdAt: now, nextTryAt: now })))
        .onConflictDoUpdate({
          target: [pushDeliveries.notificationId, pushDeliveries.deviceId],
          set: {
            status: 'pending',
            tries: 0,
            createdAt: now,
            nextTryAt: now,
            sentAt: null,
            lastError: null,
          },
        });
    },

    /**
     * Takes up to `limit` pending deliveries due a try until `leaseUntil`, counting the try: a
     * process that dies mid-send only delays them until the lease ends. Answers them with their
     * device and notification.
     */
    async claimDueDeliveries(now: Date, leaseUntil: Date, limit: number): Promise<DueDelivery[]> {
      const claimed = await db
        .update(pushDeliveries)
        .set({ nextTryAt: leaseUntil, tries: sql`${pushDeliveries.tries} + 1` })
        .where(
          inArray(
            pushDeliveries.id,
            sql`(select ${pushDeliveries.id} from ${pushDeliveries}
              where ${pushDeliveries.status} = 'pending' and ${pushDeliveries.nextTryAt} <= ${iso(now)}
              order by ${pushDeliveries.nextTryAt}, ${pushDeliveries.id}
              limit ${limit}
              for update skip locked)`,
          ),
        )
        .returning({ id: pushDeliveries.id });
      if (claimed.length === 0) return [];
      return db
        .select({
          id: pushDeliveries.id,
          tries: pushDeliveries.tries,
          deviceId: pushDevices.id,
          deviceActive: sql<boolean>`${pushDevices.status} = 'active'`,
          endpoint: pushDevices.endpoint,
          p256dh: pushDevices.p256dh,
          auth: pushDevices.auth,
          notification: {
            id: notifications.id,
            kind: notifications.kind,
            title: notifications.title,
            body: notifications.body,
            link: notifications.link,
          },
        })
        .from(pushDeliveries)
        .innerJoin(pushDevices, eq(pushDevices.id, pushDeliveries.deviceId))
        .innerJoin(notifications, eq(notifications.id, pushDeliveries.notificationId))
        .where(
          inArray(
            pushDeliveries.id,
            claimed.map((row) => row.id),
          ),
        );
    },

    async markSent(deliveryIds: number[], deviceIds: number[], now: Date): Promise<void> {
      if (deliveryIds.length === 0) return;
      await db
        .update(pushDeliveries)
        .set({ status: 'sent', sentAt: now, lastError: null })
        .where(inArray(pushDeliveries.id, deliveryIds));
      await db
        .update(pushDevices)
        .set({ lastPushedAt: now })
        .where(inArray(pushDevices.id, deviceIds));
    },

    /** The push service no longer knows these subscriptions: their devices become inactive. */
    async markGone(deliveryIds: number[], deviceIds: number[], now: Date): Promise<void> {
      if (deliveryIds.length === 0) return;
      await db
        .update(pushDeliveries)
        .set({ status: 'gone' })
        .where(inArray(pushDeliveries.id, deliveryIds));
      await db
        .update(pushDevices)
        .set({ status: 'inactive', deactivatedAt: now })
        .where(and(inArray(pushDevices.id, deviceIds), eq(pushDevices.status, 'active')));
    },

    async markFailed(deliveryIds: number[], error: string): Promise<void> {
      if (deliveryIds.length === 0) return;
      await db
        .update(pushDeliveries)
        .set({ status: 'failed', lastError: error })
        .where(inArray(pushDeliveries.id, deliveryIds));
    },

    async retryAt(deliveryIds: number[], at: Date, error: string): Promise<void> {
      if (deliveryIds.length === 0) return;
      await db
        .update(pushDeliveries)
        .set({ nextTryAt: at, lastError: error })
        .where(inArray(pushDeliveries.id, deliveryIds));
    },
  };
}

export type QueueRepository = ReturnType<typeof createQueueRepository>;
