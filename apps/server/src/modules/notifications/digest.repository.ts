import { and, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  notificationSettings,
  notifications,
  organisations,
  users,
} from '../../db/schema/index.js';

const waiting = and(eq(notifications.inDigest, true), isNull(notifications.digestedAt));

export interface DigestNotification {
  id: number;
  userId: number;
  title: string;
  body: string;
  link: string;
}

/** A user's digest that could not be sent: its notifications and the day claimed before it. */
export interface UnsentDigest {
  userId: number;
  day: string;
  previousDay: string | null;
  ids: number[];
}

/** The daily digest's reads, its claims and their release. */
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

    /**
     * Claims each user's digest of a school day by stamping the day on their settings, unless a
     * digest of that day or a later one is stamped already. Another process claiming the same
     * user waits for this transaction and then finds the day taken. Answers the users claimed.
     */
    async claimDays(due: { userId: number; day: string }[]): Promise<number[]> {
      if (due.length === 0) return [];
      // One order for every process, so two claiming overlapping users never deadlock.
      const ordered = [...due].sort((a, b) => a.userId - b.userId);
      const rows = await db
        .insert(notificationSettings)
        .values(ordered.map((user) => ({ userId: user.userId, lastDigestOn: user.day })))
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { lastDigestOn: sql`excluded.last_digest_on` },
          setWhere: sql`${notificationSettings.lastDigestOn} is null or ${notificationSettings.lastDigestOn} < excluded.last_digest_on`,
        })
        .returning({ userId: notificationSettings.userId });
      return rows.map((row) => row.userId);
    },

    /** Stamps the claimed users' waiting notifications as digested and answers them, oldest first. */
    async takeWaiting(userIds: number[], now: Date): Promise<DigestNotification[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .update(notifications)
        .set({ digestedAt: now })
        .where(and(inArray(notifications.userId, userIds), waiting))
        .returning({
          id: notifications.id,
          userId: notifications.userId,
          title: notifications.title,
          body: notifications.body,
          link: notifications.link,
        });
      return rows.sort((a, b) => a.id - b.id);
    },

    /** Puts unsent digests back: their notifications wait again and the day is unclaimed. */
    async release(unsent: UnsentDigest[]): Promise<void> {
      if (unsent.length === 0) return;
      await db
        .update(notifications)
        .set({ digestedAt: null })
        .where(
          inArray(
            notifications.id,
            unsent.flatMap((digest) => digest.ids),
          ),
        );
      for (const digest of unsent) {
        await db
          .update(notificationSettings)
          .set({ lastDigestOn: digest.previousDay })
          .where(
            and(
              eq(notificationSettings.userId, digest.userId),
              eq(notificationSettings.lastDigestOn, digest.day),
            ),
          );
      }
    },
  };
}
