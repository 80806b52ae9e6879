import { type BadgeCode, type BadgeFacts, NO_BADGE_FACTS } from '@kitlab/domain';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jsonListOf } from '../../db/json-lists.js';
import { preparedSql } from '../../db/prepared.js';
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

/** The badge facts' lists as their one statement answers them. */
interface FactLists {
  hand_ins: { studentId: number; quizzes: number; perfect: number }[];
  kits: { studentId: number; handedIn: number; activities: number }[];
  totals: { studentId: number; total: number }[];
  held: { studentId: number; code: BadgeCode }[];
}

/**
 * Hand-ins and perfect scores, kit progress, XP totals and badges held of the students `ids`, in
 * one statement built once and prepared.
 */
const factsStatement = preparedSql<FactLists>('badge_facts', (db) => {
  const ids = sql`${sql.placeholder('ids')}::int[]`;
  const kitActivities = sql<number>`(select count(*) from ${activities} as kit_activity
    where kit_activity.kit_id = ${activities.kitId} and kit_activity.retired_at is null)::int`;
  const ofStudents = sql`${answerHeaders.studentId} = any(${ids})`;
  const handInRows = db
    .select({
      row: sql`json_build_object('studentId', ${answerHeaders.studentId},
        'quizzes', count(distinct ${answerHeaders.activityId}) filter (where ${activities.activityType} = 'quiz'),
        'perfect', count(*) filter (where ${answerHeaders.totalMarks} > 0 and ${answerHeaders.marksObtained} = ${answerHeaders.totalMarks}))`.as(
        'row',
      ),
    })
    .from(answerHeaders)
    .innerJoin(activities, eq(activities.id, answerHeaders.activityId))
    .where(and(ofStudents, handedIn))
    .groupBy(answerHeaders.studentId);
  const kitRows = db
    .select({
      row: sql`json_build_object('studentId', ${answerHeaders.studentId},
        'handedIn', count(distinct ${activities.id}), 'activities', ${kitActivities})`.as('row'),
    })
    .from(answerHeaders)
    .innerJoin(activities, eq(activities.id, answerHeaders.activityId))
    .where(and(ofStudents, handedIn, isNull(activities.retiredAt)))
    .groupBy(answerHeaders.studentId, activities.kitId);
  return sql`select ${jsonListOf(handInRows)} as hand_ins, ${jsonListOf(kitRows)} as kits,
    ${jsonListOf(sql`select json_build_object('studentId', ${xpTotals.studentId}, 'total', ${xpTotals.totalPoints}) from ${xpTotals} where ${xpTotals.studentId} = any(${ids})`)} as totals,
    ${jsonListOf(sql`select json_build_object('studentId', ${memberBadges.studentId}, 'code', ${memberBadges.badgeCode}) from ${memberBadges} where ${memberBadges.studentId} = any(${ids})`)} as held`;
});

/**
 * What badges need to know of several students, in one statement whatever their number: hand-ins
 * and perfect scores, kit progress, XP totals and badges held (and the streak lengths beside it).
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
  // Hand-ins, kits, XP and badges held in one statement; the streaks beside it when asked.
  const [[lists], streaks] = await readTogether(db === root, [
    () => factsStatement(db, { ids }),
    async () =>
      streaksAt
        ? streakLengthsOf(db, calendars, students, streaksAt)
        : new Map<number, StreakLengths>(),
  ]);
  if (!lists) throw new Error('the badge facts could not be read');
  const { hand_ins: handIns, kits: kitsDone, totals, held } = lists;
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
