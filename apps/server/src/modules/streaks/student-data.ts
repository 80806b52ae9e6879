import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOfStudent } from '../../db/rows-of-student.js';
import { rowsWritten } from '../../db/rows-written.js';
import { rewardPreferences, streakDays } from '../../db/schema/index.js';

/** The school days a student did work on, and their rewards choices, for their data's export. */
export async function exportStreaksStudentData(db: Database, studentId: number) {
  const days = await rowsOfStudent(
    db,
    streakDays.studentId,
    studentId,
    { day: streakDays.day, first_at: streakDays.firstAt },
    streakDays.day,
  );
  const preferences = await rowsOfStudent(db, rewardPreferences.studentId, studentId, {
    show_on_leaderboard: rewardPreferences.showOnLeaderboard,
    celebrated_length: rewardPreferences.celebratedLength,
  });
  return { days, preferences };
}

/** Removes a student's streak days and rewards choices; answers how many rows went. */
export function eraseStreaksStudentData(tx: Database, studentId: number): Promise<number> {
  return rowsWritten(tx, [
    sql`delete from ${streakDays} where ${streakDays.studentId} = ${studentId} returning 1`,
    sql`delete from ${rewardPreferences} where ${rewardPreferences.studentId} = ${studentId} returning 1`,
  ]);
}
