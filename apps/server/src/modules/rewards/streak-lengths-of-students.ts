import type { Database } from '../../db/client.js';
import { groupedBy } from '../../lib/grouped.js';
import type { SchoolCalendars } from '../organisations/index.js';
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
 * The streak lengths of several students now, one read per school (a batch is mostly one), read
 * through `db` (the app's handle or a transaction).
 */
export async function streakLengthsOf(
  db: Database,
  calendars: SchoolCalendars,
  students: readonly SchoolStudent[],
  now: Date,
): Promise<Map<number, StreakLengths>> {
  const found = new Map<number, StreakLengths>();
  for (const [schoolId, ofSchool] of groupedBy(students, (student) => student.organisationId)) {
    const ids = new Set(ofSchool.map((student) => student.id));
    const streaks = await streaksOf(db, calendars, schoolId, [...ids], now);
    for (const [id, streak] of streaks) {
      found.set(id, { current: streak.currentLength, longest: streak.longestLength });
    }
  }
  return found;
}
