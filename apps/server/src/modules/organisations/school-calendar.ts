import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { SchoolCalendar, SchoolCalendars } from '../../lib/school-calendars.js';
import { createHolidaysRepository } from './holidays.repository.js';

export type { SchoolCalendar, SchoolCalendars } from '../../lib/school-calendars.js';

const TTL_MS = 5 * 60_000;

async function readCalendar(reader: Database, schoolId: number): Promise<SchoolCalendar> {
  const { timeZone, holidays } = await createHolidaysRepository(reader).calendarOf(schoolId);
  return { timeZone, holidays: new Set(holidays.map((holiday) => holiday.day)) };
}

/**
 * The calendars of the schools in `db`, read through `db` unless a reader is given, and read
 * again once they are five minutes old by `clock`.
 */
export function createSchoolCalendars(db: Database, clock: Clock): SchoolCalendars {
  const cache = new Map<number, { until: number; calendar: Promise<SchoolCalendar> }>();
  return {
    of(schoolId, reader = db) {
      const held = cache.get(schoolId);
      const now = clock.now().getTime();
      if (held && held.until > now) return held.calendar;
      const calendar = readCalendar(reader, schoolId);
      cache.set(schoolId, { until: now + TTL_MS, calendar });
      calendar.catch(() => cache.delete(schoolId));
      return calendar;
    },
  };
}
