import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pushDeliveries, pushDevices } from '../../db/schema/index.js';

export type DeviceRow = typeof pushDevices.$inferSelect;

/** A device as its owner lists it: why its latest push failed, if it did. */
export type ListedDevice = DeviceRow & { lastFailure: string | null };

export interface Subscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Every SQL statement of the devices users manage. */
export function createDevicesRepository(db: Database) {
  return {
    async byToken(token: string): Promise<DeviceRow | undefined> {
      const [row] = await db.select().from(pushDevices).where(eq(pushDevices.token, token));
      return row;
    },

    /**
     * Stores a subscription for a user. An endpoint names one browser's subscription, so the same
     * endpoint again is that device: it takes the new keys and owner (someone else signed in on
     * a shared computer) and is active and freshly subscribed.
     */
    async upsert(
      owner: { userId: number; organisationId: number },
      subscription: Subscription,
      deviceInfo: Record<string, unknown>,
      now: Date,
    ): Promise<DeviceRow> {
      const fresh = {
        ...owner,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        deviceInfo,
        status: 'active' as const,
        subscribedAt: now,
        deactivatedAt: null,
      };
      const [row] = await db
        .insert(pushDevices)
        .values({ ...fresh, endpoint: subscription.endpoint, createdAt: now })
        .onConflictDoUpdate({ target: pushDevices.endpoint, set: fresh })
        .returning();
      if (!row) throw new Error('push device upsert failed');
      return row;
    },

    /** Deletes another device holding this endpoint: the browser has moved it here. */
    async removeOtherHolder(endpoint: string, id: number): Promise<void> {
      await db
        .delete(pushDevices)
        .where(and(eq(pushDevices.endpoint, endpoint), ne(pushDevices.id, id)));
    },

    /** A new subscription for a device: it is active and freshly subscribed. */
    async resubscribe(id: number, subscription: Subscription, now: Date): Promise<DeviceRow> {
      const [row] = await db
        .update(pushDevices)
        .set({ ...subscription, status: 'active', subscribedAt: now, deactivatedAt: null })
        .where(eq(pushDevices.id, id))
        .returning();
      if (!row) throw new Error('push device update failed');
      return row;
    },

    async setDeviceInfo(id: number, deviceInfo: Record<string, unknown>): Promise<DeviceRow> {
      const [row] = await db
        .update(pushDevices)
        .set({ deviceInfo })
        .where(eq(pushDevices.id, id))
        .returning();
      if (!row) throw new Error('push device update failed');
      return row;
    },

    /** Stops pushing to a device (once: an inactive device keeps its first deactivation). */
    async deactivate(id: number, now: Date): Promise<DeviceRow | undefined> {
      await db
        .update(pushDevices)
        .set({ status: 'inactive', deactivatedAt: now })
        .where(and(eq(pushDevices.id, id), eq(pushDevices.status, 'active')));
      const [row] = await db.select().from(pushDevices).where(eq(pushDevices.id, id));
      return row;
    },

    /** Pushes still waiting for a device that is no longer subscribed will not be sent. */
    async dropPendingOf(deviceId: number): Promise<void> {
      await db
        .update(pushDeliveries)
        .set({ status: 'gone' })
        .where(and(eq(pushDeliveries.deviceId, deviceId), eq(pushDeliveries.status, 'pending')));
    },

    /** Deletes a device; its deliveries go with it. */
    async remove(id: number): Promise<void> {
      await db.delete(pushDevices).where(eq(pushDevices.id, id));
    },

    /**
     * The user's devices, each with the reason of its latest push once settled when that one
     * failed: a push that got through since clears it.
     */
    async listOf(userId: number): Promise<ListedDevice[]> {
      const [devices, latest] = await Promise.all([
        db
          .select()
          .from(pushDevices)
          .where(eq(pushDevices.userId, userId))
          .orderBy(desc(pushDevices.subscribedAt), desc(pushDevices.id)),
        db
          .selectDistinctOn([pushDeliveries.deviceId], {
            deviceId: pushDeliveries.deviceId,
            status: pushDeliveries.status,
            lastError: pushDeliveries.lastError,
          })
          .from(pushDeliveries)
          .where(and(eq(pushDeliveries.userId, userId), ne(pushDeliveries.status, 'pending')))
          .orderBy(
            pushDeliveries.deviceId,
            desc(pushDeliveries.createdAt),
            desc(pushDeliveries.id),
          ),
      ]);
      const failures = new Map(
        latest.map((settled) => [
          settled.deviceId,
          settled.status === 'failed' ? settled.lastError : null,
        ]),
      );
      return devices.map((device) => ({ ...device, lastFailure: failures.get(device.id) ?? null }));
    },
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
