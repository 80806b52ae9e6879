import { and, eq, gte, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  classes,
  grades,
  rewardPreferences,
  streakDays,
  studentClasses,
  users,
  xpWeeks,
} from '../../db/schema/index.js';
import { activeStudents } from '../classes/index.js';
import { featureOn } from '../organisations/index.js';
import { UNDER_13_FEATURE } from './leaderboard.policy.js';

export type NewStreakDay = typeof streakDays.$inferInsert;

/** The days done from `from` on of the student in the row (`users.id`), as an SQL array. */
const doneDaysFrom = (from: string | Placeholder) =>
  sql<
    string[]
  >`array(select to_char(${streakDays.day}, 'YYYY-MM-DD') from ${streakDays} where ${streakDays.studentId} = ${users.id} and ${streakDays.day} >= ${from})`;

/**
 * A student's own streak reads and their class's leaderboard, asked by their every screen, each one statement prepared once
 * per database: neither the query builder nor PostgreSQL's planner runs again for each call.
 * They run on the app's database, never inside a transaction.
 */
export function createStudentStreakReads(db: Database) {
  const studentId = sql.placeholder('studentId');
  const ownFacts = db
    .select({
      createdAt: users.createdAt,
      showOnLeaderboard: sql<boolean>`coalesce(${rewardPreferences.showOnLeaderboard}, true)`,
      celebratedLength: sql<number>`coalesce(${rewardPreferences.celebratedLength}, 0)::int`,
      doneDays: doneDaysFrom(sql.placeholder('from')),
    })
    .from(users)
    .leftJoin(rewardPreferences, eq(rewardPreferences.studentId, users.id))
    .where(eq(users.id, studentId))
    .prepare('streaks_own_facts');
  const boardClass = db
    .select({
      classId: classes.id,
      className: classes.name,
      grade: grades.number,
      under13Allowed: featureOn(sql.placeholder('schoolId'), UNDER_13_FEATURE),
    })
    .from(studentClasses)
    .innerJoin(classes, eq(classes.id, studentClasses.classId))
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .where(eq(studentClasses.studentId, studentId))
    .prepare('streaks_student_board_class');
  const boardRows = activeStudents(db, {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    weekPoints: sql<number>`coalesce(${xpWeeks.points}, 0)::int`,
    shown: sql<boolean>`coalesce(${rewardPreferences.showOnLeaderboard}, true)`,
    doneDays: doneDaysFrom(sql.placeholder('daysFrom')),
  })
    .leftJoin(
      xpWeeks,
      and(eq(xpWeeks.studentId, users.id), eq(xpWeeks.weekStart, sql.placeholder('weekStart'))),
    )
    .leftJoin(rewardPreferences, eq(rewardPreferences.studentId, users.id))
    .where(eq(studentClasses.classId, sql.placeholder('classId')))
    .prepare('streaks_leaderboard_rows');

  return {
    /**
     * What the student's own streak card needs: when their account was made (their first day is
     * its date in the school), their choices, and their days done from `from` on.
     */
    async ownStreakFacts(studentId: number, from: string) {
      const [row] = await ownFacts.execute({ studentId, from });
      // An account removed meanwhile has no days done and the default choices.
      return row ?? { createdAt: null, showOnLeaderboard: true, celebratedLength: 0, doneDays: [] };
    },

    /**
     * The class the student sits in, with whether their school allows leaderboards for classes
     * under 13; null before they are placed in a class.
     */
    async studentBoardClass(studentId: number, schoolId: number) {
      const [row] = await boardClass.execute({ studentId, schoolId });
      return row ?? null;
    },

    /**
     * A class's active students with their XP of the week, whether they show themselves, and
     * their days done from `daysFrom` on (for their streaks), in one statement.
     */
    leaderboardRows(classId: number, weekStart: string, daysFrom: string) {
      return boardRows.execute({ classId, weekStart, daysFrom });
    },
  };
}

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
  };
}

export type StudentStreakReads = ReturnType<typeof createStudentStreakReads>;
