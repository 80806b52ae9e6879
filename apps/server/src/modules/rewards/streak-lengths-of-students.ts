import type { Database } from '../../db/client.js';
import { groupedBy } from '../../lib/grouped.js';
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
  const found = new Map<number, StreakLengths>();
  for (const [schoolId, ofSchool] of groupedBy(students, (student) => student.organisationId)) {
    const ids = new Set(ofSchool.map((student) => student.id));
    const streaks = await streaksOf(db, schoolId, [...ids], now, reader);
    for (const [id, streak] of streaks) {
      found.set(id, { current: streak.currentLength, longest: streak.longestLength });
    }
  }
  return found;
}
