import type { Database } from '../../db/client.js';
import { streaksOf } from '../streaks/index.js';

export interface StreakLengths {
  current: number;
  longest: number;
}

export interface SchoolStudent {
  id: number;
  organisationId: number;
}

/**
 * The streak lengths of several students now, one read per school (a batch is mostly one). `db`
 * is the app's handle (its school calendars are cached); inside a transaction pass it as `reader`.
 */
export async function streakLengthsOf(
  db: Database,
  students: readonly SchoolStudent[],
  now: Date,
  reader: Database = db,
): Promise<Map<number, StreakLengths>> {
  const bySchool = new Map<number, number[]>();
  for (const { id, organisationId } of students) {
    bySchool.set(organisationId, [...(bySchool.get(organisationId) ?? []), id]);
  }
  const found = new Map<number, StreakLengths>();
  for (const [schoolId, ids] of bySchool) {
    const streaks = await streaksOf(db, schoolId, [...new Set(ids)], now, reader);
    for (const [id, streak] of streaks) {
      found.set(id, { current: streak.currentLength, longest: streak.longestLength });
    }
  }
  return found;
}
