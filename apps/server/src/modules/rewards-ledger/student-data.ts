import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOfStudent } from '../../db/rows-of-student.js';
import { rowsWritten } from '../../db/rows-written.js';
import { memberBadges, xpEvents, xpTotals, xpWeeks } from '../../db/schema/index.js';

/** A student's XP, one row per source, and badges, for the export of their data. */
export async function exportRewardsLedgerStudentData(db: Database, studentId: number) {
  const xp = await rowsOfStudent(
    db,
    xpEvents.studentId,
    studentId,
    {
      source: xpEvents.source,
      source_key: xpEvents.sourceKey,
      points: xpEvents.points,
      week_start: xpEvents.weekStart,
      earned_at: xpEvents.earnedAt,
    },
    xpEvents.id,
  );
  const badges = await rowsOfStudent(db, memberBadges.studentId, studentId, {
    badge: memberBadges.badgeCode,
    reason: memberBadges.reason,
    earned_at: memberBadges.earnedAt,
  });
  return { xp, badges };
}

/** Removes a student's XP (with its totals) and badges; answers how many rows went. */
export function eraseRewardsLedgerStudentData(tx: Database, studentId: number): Promise<number> {
  return rowsWritten(tx, [
    sql`delete from ${xpEvents} where ${xpEvents.studentId} = ${studentId} returning 1`,
    sql`delete from ${xpTotals} where ${xpTotals.studentId} = ${studentId} returning 1`,
    sql`delete from ${xpWeeks} where ${xpWeeks.studentId} = ${studentId} returning 1`,
    sql`delete from ${memberBadges} where ${memberBadges.studentId} = ${studentId} returning 1`,
  ]);
}
