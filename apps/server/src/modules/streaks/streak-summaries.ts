import { computeStreak, type StreakSummary, schoolDate, streakWindowStart } from '@kitlab/domain';
import type { Database } from '../../db/client.js';
import type { SchoolCalendars } from '../organisations/index.js';
import { createStreaksRepository } from './streaks.repository.js';

/**
 * The streaks of many students as of a school date, from one query of their days. `firstDays`
 * gives students' first days where their recent days are shown, so none before it is missed.
 */
export async function streaksFrom(
  db: Database,
  holidays: ReadonlySet<string>,
  studentIds: readonly number[],
  today: string,
  firstDays: ReadonlyMap<number, string> = new Map(),
): Promise<Map<number, StreakSummary>> {
  const rows = await createStreaksRepository(db).doneDaysOf(studentIds, streakWindowStart(today));
  const days = new Map<number, string[]>(studentIds.map((id) => [id, []]));
  for (const row of rows) days.get(row.studentId)?.push(row.day);
  return new Map(
    [...days].map(([id, doneDays]) => [
      id,
      computeStreak({ doneDays, holidays, today, firstDay: firstDays.get(id) }),
    ]),
  );
}

/**
 * The streaks of many students of one school now, in the school's time zone, read through `db`
 * (the app's handle or a transaction).
 */
export async function streaksOf(
  db: Database,
  calendars: SchoolCalendars,
  schoolId: number,
  studentIds: readonly number[],
  now: Date,
): Promise<Map<number, StreakSummary>> {
  const { timeZone, holidays } = await calendars.of(schoolId, db);
  return streaksFrom(db, holidays, studentIds, schoolDate(now, timeZone));
}
