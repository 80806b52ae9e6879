import { computeStreak, type StreakSummary, schoolDate, streakWindowStart } from '@kitlab/domain';
import type { Database } from '../../db/client.js';
import { schoolCalendarOf } from '../organisations/index.js';
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
 * The streaks of many students of one school as of a school date (`today`). `db` is the app's
 * handle, whose school calendars are cached; inside a transaction pass it as `reader`.
 */
export async function streaksOn(
  db: Database,
  schoolId: number,
  studentIds: readonly number[],
  today: string,
  reader: Database = db,
): Promise<Map<number, StreakSummary>> {
  const { holidays } = await schoolCalendarOf(db, schoolId, reader);
  return streaksFrom(reader, holidays, studentIds, today);
}

/** The streaks of many students of one school now, in the school's time zone (`reader` as above). */
export async function streaksOf(
  db: Database,
  schoolId: number,
  studentIds: readonly number[],
  now: Date,
  reader: Database = db,
): Promise<Map<number, StreakSummary>> {
  const { timeZone } = await schoolCalendarOf(db, schoolId, reader);
  return streaksOn(db, schoolId, studentIds, schoolDate(now, timeZone), reader);
}
