import { and, asc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  notificationSettings,
  notifications,
  organisations,
  users,
} from '../../db/schema/index.js';

const waiting = and(eq(notifications.inDigest, true), isNull(notifications.digestedAt));

/** The daily digest's reads and stamps. */
export function createDigestRepository(db: Database) {
  return {
    /** Active users with notifications waiting for a digest who take email, with their clock. */
    usersWaiting() {
      return db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          organisationId: users.organisationId,
          timeZone: organisations.timeZone,
          quietHoursStart: notificationSettings.quietHoursStart,
          quietHoursEnd: notificationSettings.quietHoursEnd,
          lastDigestOn: notificationSettings.lastDigestOn,
        })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
        .where(
          and(
            eq(users.isActive, true),
            sql`coalesce((${users.notificationPreferences}->>'email')::boolean, true)`,
            exists(
              db
                .select({ one: sql`1` })
                .from(notifications)
                .where(and(eq(notifications.userId, users.id), waiting)),
            ),
          ),
        );
    },

    waitingFor(userIds: number[]) {
      return db
        .select({
          id: notifications.id,
          userId: notifications.userId,
          title: notifications.title,
          body: notifications.body,
          link: notifications.link,
        })
        .from(notifications)
        .where(and(inArray(notifications.userId, userIds), waiting))
        .orderBy(asc(notifications.id));
    },

    /** Stamps what went out and the school day each user's digest covered. */
    async stamp(sent: { userId: number; day: string; ids: number[] }[], now: Date) {
      if (sent.length === 0) return;
      await db
        .update(notifications)
        .set({ digestedAt: now })
        .where(
          inArray(
            notifications.id,
            sent.flatMap((s) => s.ids),
          ),
        );
      await db
        .insert(notificationSettings)
        .values(sent.map((s) => ({ userId: s.userId, lastDigestOn: s.day })))
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { lastDigestOn: sql`excluded.last_digest_on` },
        });
    },
  };
}
