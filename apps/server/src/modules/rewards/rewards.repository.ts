import type { BadgeCode } from '@kitlab/domain';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  activities,
  answerHeaders,
  assignments,
  learningEvents,
  memberBadges,
  rewardPreferences,
  studentClasses,
  users,
  xpEvents,
  xpTotals,
  xpWeeks,
} from '../../db/schema/index.js';
import { coveredByAssignment, standingAssignment } from '../assignments/index.js';
import {
  activeMemberIds,
  assignmentTaughtBy,
  classStudentsOf,
  classWithTeachers,
} from '../classes/index.js';
import type { LastReturn, WorkXpRow } from './hand-in-xp.js';
import type { HeldBadgeRow } from './rewards.presenter.js';

const giver = alias(users, 'giver');
const heldFields = {
  code: memberBadges.badgeCode,
  earnedAt: memberBadges.earnedAt,
  reason: memberBadges.reason,
  giverFirstName: giver.firstName,
  giverLastName: giver.lastName,
};

/** Students' XP in all and in the week from `weekStart`; the students as a condition. */
const xpRowsOf = (db: Database, students: SQL | undefined, weekStart: string | Placeholder) =>
  db
    .select({
      studentId: xpTotals.studentId,
      total: xpTotals.totalPoints,
      week: sql<number>`coalesce(${xpWeeks.points}, 0)::int`,
    })
    .from(xpTotals)
    .leftJoin(
      xpWeeks,
      and(eq(xpWeeks.studentId, xpTotals.studentId), eq(xpWeeks.weekStart, weekStart)),
    )
    .where(students);

/**
 * Every SQL statement of the rewards calls: one query each, never one per student or badge. A
 * student's own XP, asked by every screen of theirs, is prepared once per database.
 */
export function createRewardsRepository(db: Database) {
  const studentXp = xpRowsOf(
    db,
    eq(xpTotals.studentId, sql.placeholder('studentId')),
    sql.placeholder('weekStart'),
  ).prepare('rewards_student_xp');

  return {
    async attempt(attemptId: number) {
      const [row] = await db
        .select({
          id: answerHeaders.id,
          studentId: answerHeaders.studentId,
          status: answerHeaders.status,
          totalMarks: answerHeaders.totalMarks,
          activityId: activities.id,
          activityType: activities.activityType,
          activityTitle: activities.title,
        })
        .from(answerHeaders)
        .innerJoin(activities, eq(activities.id, answerHeaders.activityId))
        .where(eq(answerHeaders.id, attemptId));
      return row ?? null;
    },

    /** The teacher's latest return of the attempt, if any. */
    async lastReturn(attemptId: number): Promise<LastReturn | null> {
      const [row] = await db
        .select({ seq: learningEvents.seq, at: learningEvents.occurredAt })
        .from(learningEvents)
        .where(
          and(eq(learningEvents.attemptId, attemptId), eq(learningEvents.kind, 'work_returned')),
        )
        .orderBy(desc(learningEvents.seq))
        .limit(1);
      return row ?? null;
    },

    /** The student's XP rows of the activity, and of the streak days the attempt's work made. */
    workXp(studentId: number, attempt: { id: number; activityId: number }): Promise<WorkXpRow[]> {
      return db
        .select({
          source: xpEvents.source,
          points: xpEvents.points,
          attemptId: xpEvents.attemptId,
          eventSeq: xpEvents.eventSeq,
          earnedAt: xpEvents.earnedAt,
        })
        .from(xpEvents)
        .where(
          and(
            eq(xpEvents.studentId, studentId),
            or(
              eq(xpEvents.activityId, attempt.activityId),
              and(eq(xpEvents.source, 'streak_day'), eq(xpEvents.attemptId, attempt.id)),
            ),
          ),
        )
        .orderBy(asc(xpEvents.id));
    },

    /**
     * The badges the attempt's latest hand-in brought: those granted with its events since the
     * last return, and those of a streak day its work made (granted at the day's first moment,
     * the same instant as the day's XP).
     */
    async handInBadges(
      studentId: number,
      attemptId: number,
      lastReturn: LastReturn | null,
    ): Promise<BadgeCode[]> {
      const sinceReturn = lastReturn ? gt(learningEvents.seq, lastReturn.seq) : undefined;
      const streakSinceReturn = lastReturn ? gt(xpEvents.earnedAt, lastReturn.at) : undefined;
      const rows = await db
        .select({ code: memberBadges.badgeCode })
        .from(memberBadges)
        .where(
          and(
            eq(memberBadges.studentId, studentId),
            or(
              inArray(
                memberBadges.eventSeq,
                db
                  .select({ seq: learningEvents.seq })
                  .from(learningEvents)
                  .where(and(eq(learningEvents.attemptId, attemptId), sinceReturn)),
              ),
              and(
                isNull(memberBadges.eventSeq),
                isNull(memberBadges.awardedById),
                inArray(
                  memberBadges.earnedAt,
                  db
                    .select({ at: xpEvents.earnedAt })
                    .from(xpEvents)
                    .where(
                      and(
                        eq(xpEvents.studentId, studentId),
                        eq(xpEvents.source, 'streak_day'),
                        eq(xpEvents.attemptId, attemptId),
                        streakSinceReturn,
                      ),
                    ),
                ),
              ),
            ),
          ),
        )
        .orderBy(asc(memberBadges.id));
      return rows.map((row) => row.code);
    },

    /** Each student's XP in all and in the school week starting `weekStart`. */
    async xpOf(studentIds: readonly number[], weekStart: string) {
      if (studentIds.length === 0) return new Map<number, { total: number; week: number }>();
      const rows = await xpRowsOf(db, inArray(xpTotals.studentId, [...studentIds]), weekStart);
      return new Map(rows.map((row) => [row.studentId, { total: row.total, week: row.week }]));
    },

    /** One student's XP in all and in the week from `weekStart` (none yet: null). */
    async studentXp(studentId: number, weekStart: string) {
      const [row] = await studentXp.execute({ studentId, weekStart });
      return row ?? null;
    },

    /**
     * Each student's XP as a teacher of the class sees it (decision 0039): earned at an activity
     * that work of the class (not cancelled) in a subject they teach it covers, or of no subject
     * (a streak), which every teacher of the class sees; in all and in the week from `weekStart`.
     */
    async taughtXpOf(
      teacher: { id: number; classId: number },
      studentIds: readonly number[],
      weekStart: string,
    ) {
      if (studentIds.length === 0) return new Map<number, { total: number; week: number }>();
      // The activities the teacher reaches, read once for the query rather than once per XP row.
      const seen = sql`(${xpEvents.activityId} is null or ${xpEvents.activityId} in (select ${activities.id} from ${assignments} inner join ${activities} on ${coveredByAssignment} where ${assignments.classId} = ${teacher.classId} and ${standingAssignment} and ${assignmentTaughtBy(teacher.id)}))`;
      const rows = await db
        .select({
          studentId: xpEvents.studentId,
          total: sql<number>`sum(${xpEvents.points})::int`,
          week: sql<number>`coalesce(sum(${xpEvents.points}) filter (where ${xpEvents.weekStart} = ${weekStart}), 0)::int`,
        })
        .from(xpEvents)
        .where(and(inArray(xpEvents.studentId, [...studentIds]), seen))
        .groupBy(xpEvents.studentId);
      return new Map(rows.map((row) => [row.studentId, { total: row.total, week: row.week }]));
    },

    heldBadges(studentId: number): Promise<HeldBadgeRow[]> {
      return db
        .select(heldFields)
        .from(memberBadges)
        .leftJoin(giver, eq(giver.id, memberBadges.awardedById))
        .where(eq(memberBadges.studentId, studentId))
        .orderBy(asc(memberBadges.earnedAt), asc(memberBadges.id));
    },

    /** The class with the teachers who teach it any subject. */
    schoolClass: (classId: number) => classWithTeachers(db, classId),

    /** A user by token with the class they sit in, if any. */
    async student(token: string) {
      const [row] = await db
        .select({
          id: users.id,
          token: users.token,
          firstName: users.firstName,
          lastName: users.lastName,
          userType: users.userType,
          isActive: users.isActive,
          organisationId: users.organisationId,
          classId: studentClasses.classId,
        })
        .from(users)
        .leftJoin(studentClasses, eq(studentClasses.studentId, users.id))
        .where(eq(users.token, token));
      return row ?? null;
    },

    /** The class's active students who hold the badge, with whether they hide themselves. */
    holders(classId: number, code: BadgeCode) {
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          earnedAt: memberBadges.earnedAt,
          hidden: sql<boolean>`coalesce(not ${rewardPreferences.showOnLeaderboard}, false)`,
        })
        .from(memberBadges)
        .innerJoin(users, eq(users.id, memberBadges.studentId))
        .leftJoin(rewardPreferences, eq(rewardPreferences.studentId, users.id))
        .where(
          and(
            eq(memberBadges.badgeCode, code),
            inArray(memberBadges.studentId, sql`(${activeMemberIds(classId)})`),
          ),
        )
        .orderBy(asc(memberBadges.earnedAt), asc(users.firstName), asc(users.id));
    },

    /** Every badge held by the class's active students. */
    classBadges(classId: number) {
      return db
        .select({ studentId: memberBadges.studentId, code: memberBadges.badgeCode })
        .from(memberBadges)
        .where(inArray(memberBadges.studentId, sql`(${activeMemberIds(classId)})`));
    },

    classStudents: (classId: number) => classStudentsOf(db, classId),
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
