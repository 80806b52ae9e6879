import type { Database } from '../../db/client.js';
import { createHolidaysRepository } from './holidays.repository.js';

/** What a school's days need: its time zone and the days it is closed besides weekends. */
export interface SchoolCalendar {
  timeZone: string;
  holidays: ReadonlySet<string>;
}

/**
 * Schools' calendars, each read once per few minutes: a calendar is fixed per school, and every
 * first answer of a student's day, every award and every weekly count asks for one. The app holds
 * one in its context.
 */
export interface SchoolCalendars {
  /**
   * A school's calendar. Inside a transaction pass it as `reader`: the embedded test database has
   * one connection, which the transaction holds.
   */
  of(schoolId: number, reader?: Database): Promise<SchoolCalendar>;
}

const TTL_MS = 5 * 60_000;

async function readCalendar(reader: Database, schoolId: number): Promise<SchoolCalendar> {
  const { timeZone, holidays } = await createHolidaysRepository(reader).calendarOf(schoolId);
  return { timeZone, holidays: new Set(holidays.map((holiday) => holiday.day)) };
}

/** The calendars of the schools in `db`, read through `db` unless a reader is given. */
export function createSchoolCalendars(db: Database): SchoolCalendars {
  const cache = new Map<number, { until: number; calendar: Promise<SchoolCalendar> }>();
  return {
    of(schoolId, reader = db) {
      const held = cache.get(schoolId);
      if (held && held.until > Date.now()) return held.calendar;
      const calendar = readCalendar(reader, schoolId);
      cache.set(schoolId, { until: Date.now() + TTL_MS, calendar });
      calendar.catch(() => cache.delete(schoolId));
      return calendar;
    },
  };
}
