import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rewardPreferences, streakDays, users, xpWeeks } from '../../db/schema/index.js';
import { activeStudents, inClasses } from '../../lib/class-membership.js';

export type NewStreakDay = typeof streakDays.$inferInsert;

/** All SQL of streaks: the days done, the students' choices, the leaderboard's rows. */
export function createStreaksRepository(db: Database) {
  return {
    /** Adds the days not there yet and answers those. */
    addDays(days: readonly NewStreakDay[]) {
      return db
        .insert(streakDays)
        .values([...days])
        .onConflictDoNothing({ target: [streakDays.studentId, streakDays.day] })
        .returning();
    },

    /** The days done from `from` on, of every student named, in one query. */
    doneDaysOf(studentIds: readonly number[], from: string) {
      if (studentIds.length === 0) return Promise.resolve([]);
      return db
        .select({ studentId: streakDays.studentId, day: streakDays.day })
        .from(streakDays)
        .where(and(inArray(streakDays.studentId, [...studentIds]), gte(streakDays.day, from)));
    },

    /** When the student's account was made: their first day is its date in the school. */
    async joinedAt(studentId: number) {
      const [row] = await db
        .select({ createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, studentId));
      return row?.createdAt ?? null;
    },

    async preferencesOf(studentId: number) {
      const [row] = await db
        .select()
        .from(rewardPreferences)
        .where(eq(rewardPreferences.studentId, studentId));
      return {
        showOnLeaderboard: row?.showOnLeaderboard ?? true,
        celebratedLength: row?.celebratedLength ?? 0,
      };
    },

    async savePreferences(
      studentId: number,
      change: { celebratedLength?: number; showOnLeaderboard?: boolean },
    ) {
      const set = { ...change, updatedAt: sql`now()` };
      await db
        .insert(rewardPreferences)
        .values({ studentId, ...change })
        .onConflictDoUpdate({ target: rewardPreferences.studentId, set });
    },

    /** A class's active students with their XP of the week and whether they show themselves. */
    leaderboardRows(classId: number, weekStart: string) {
      return activeStudents(db, {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        weekPoints: sql<number>`coalesce(${xpWeeks.points}, 0)::int`,
        shown: sql<boolean>`coalesce(${rewardPreferences.showOnLeaderboard}, true)`,
      })
        .leftJoin(xpWeeks, and(eq(xpWeeks.studentId, users.id), eq(xpWeeks.weekStart, weekStart)))
        .leftJoin(rewardPreferences, eq(rewardPreferences.studentId, users.id))
        .where(inClasses(classId));
    },
  };
}
