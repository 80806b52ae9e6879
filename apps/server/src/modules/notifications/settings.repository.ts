import type { NotificationDelivery, NotificationKind } from '@kitlab/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  notificationKindSettings,
  notificationSettings,
  organisations,
  users,
} from '../../db/schema/index.js';

/** A user's notification settings: their choices per kind and their quiet hours. */
export function createSettingsRepository(db: Database) {
  return {
    async read(userId: number) {
      const [[own], kinds] = await Promise.all([
        db
          .select({
            timeZone: organisations.timeZone,
            quietHoursStart: notificationSettings.quietHoursStart,
            quietHoursEnd: notificationSettings.quietHoursEnd,
          })
          .from(users)
          .innerJoin(organisations, eq(organisations.id, users.organisationId))
          .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
          .where(eq(users.id, userId)),
        db
          .select({
            kind: notificationKindSettings.kind,
            delivery: notificationKindSettings.delivery,
          })
          .from(notificationKindSettings)
          .where(eq(notificationKindSettings.userId, userId)),
      ]);
      return { own: own ?? null, kinds };
    },

    async saveKinds(
      userId: number,
      kinds: readonly { kind: NotificationKind; delivery: NotificationDelivery }[],
    ) {
      if (kinds.length === 0) return;
      // Rows are locked in the order given: one fixed order keeps two saves at once from
      // deadlocking on each other's rows.
      const ordered = [...kinds].sort((a, b) => a.kind.localeCompare(b.kind));
      await db
        .insert(notificationKindSettings)
        .values(ordered.map((choice) => ({ userId, ...choice })))
        .onConflictDoUpdate({
          target: [notificationKindSettings.userId, notificationKindSettings.kind],
          set: { delivery: sql`excluded.delivery` },
        });
    },

    async saveQuietHours(userId: number, quietHours: { start: string; end: string }) {
      const values = { quietHoursStart: quietHours.start, quietHoursEnd: quietHours.end };
      await db
        .insert(notificationSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
    },
  };
}
