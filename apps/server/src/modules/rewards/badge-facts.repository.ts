import { type BadgeCode, type BadgeFacts, NO_BADGE_FACTS } from '@kitlab/domain';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import { activities, answerHeaders, memberBadges, xpTotals } from '../../db/schema/index.js';
import type { SchoolCalendars } from '../organisations/index.js';
import {
  type SchoolStudent,
  type StreakLengths,
  streakLengthsOf,
} from './streak-lengths-of-students.js';

export interface StudentBadgeFacts {
  facts: BadgeFacts;
  held: Set<BadgeCode>;
}

const handedIn = isNotNull(answerHeaders.submittedAt);

/**
 * What badges need to know of several students, in four queries whatever their number: hand-ins
 * and perfect scores, kit progress, XP totals and badges held (and the streak lengths).
 */
export async function badgeFactsOf(
  db: Database,
  calendars: SchoolCalendars,
  students: readonly SchoolStudent[],
  /**
   * The moment the streaks are counted to; null for none (they read 400 days of each student's
   * days): for a hand-in or a marking, whose streak badges the streak day itself gives.
   */
  streaksAt: Date | null,
  options: {
    /** The app's handle when `db` is a transaction, whose queries then run one after another. */
    root?: Database;
  } = {},
): Promise<Map<number, StudentBadgeFacts>> {
  const { root = db } = options;
  const ids = [...new Set(students.map((student) => student.id))];
  const found = new Map<number, StudentBadgeFacts>();
  if (ids.length === 0) return found;
  const kitActivities = sql<number>`(select count(*) from ${activities} as kit_activity
    where kit_activity.kit_id = ${activities.kitId} and kit_activity.retired_at is null)::int`;
  const [handIns, kitsDone, totals, held, streaks] = await readTogether(db === root, [
    () =>
      db
        .select({
          studentId: answerHeaders.studentId,
          quizzes: sql<number>`count(distinct ${answerHeaders.activityId}) filter (where ${activities.activityType} = 'quiz')::int`,
          perfect: sql<number>`count(*) filter (where ${answerHeaders.totalMarks} > 0 and ${answerHeaders.marksObtained} = ${answerHeaders.totalMarks})::int`,
        })
        .from(answerHeaders)
        .innerJoin(activities, eq(activities.id, answerHeaders.activityId))
        .where(and(inArray(answerHeaders.studentId, ids), handedIn))
        .groupBy(answerHeaders.studentId),
    () =>
      db
        .select({
          studentId: answerHeaders.studentId,
          kitId: activities.kitId,
          handedIn: sql<number>`count(distinct ${activities.id})::int`,
          activities: kitActivities,
        })
        .from(answerHeaders)
        .innerJoin(activities, eq(activities.id, answerHeaders.activityId))
        .where(and(inArray(answerHeaders.studentId, ids), handedIn, isNull(activities.retiredAt)))
        .groupBy(answerHeaders.studentId, activities.kitId),
    () =>
      db
        .select({ studentId: xpTotals.studentId, total: xpTotals.totalPoints })
        .from(xpTotals)
        .where(inArray(xpTotals.studentId, ids)),
    () =>
      db
        .select({ studentId: memberBadges.studentId, code: memberBadges.badgeCode })
        .from(memberBadges)
        .where(inArray(memberBadges.studentId, ids)),
    async () =>
      streaksAt
        ? streakLengthsOf(db, calendars, students, streaksAt)
        : new Map<number, StreakLengths>(),
  ]);
  for (const id of ids) {
    found.set(id, {
      facts: { ...NO_BADGE_FACTS, longestStreak: streaks.get(id)?.longest ?? 0 },
      held: new Set(),
    });
  }
  const entry = (id: number) => found.get(id) as StudentBadgeFacts;
  for (const row of handIns) {
    entry(row.studentId).facts.quizzesHandedIn = row.quizzes;
    entry(row.studentId).facts.perfectScores = row.perfect;
  }
  for (const row of kitsDone) {
    const { facts } = entry(row.studentId);
    const share = (kit: { handedIn: number; activities: number }) =>
      kit.activities > 0 ? kit.handedIn / kit.activities : 0;
    const kit = { handedIn: row.handedIn, activities: row.activities };
    if (!facts.bestKit || share(kit) > share(facts.bestKit)) facts.bestKit = kit;
  }
  for (const row of totals) entry(row.studentId).facts.totalXp = row.total;
  for (const row of held) entry(row.studentId).held.add(row.code);
  return found;
}
