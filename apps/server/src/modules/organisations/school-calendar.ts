import type { Database } from '../../db/client.js';
import { createHolidaysRepository } from './holidays.repository.js';

/** What a school's days need: its time zone and the days it is closed besides weekends. */
export interface SchoolCalendar {
  timeZone: string;
  holidays: ReadonlySet<string>;
}

const TTL_MS = 5 * 60_000;
const caches = new WeakMap<
  Database,
  Map<number, { until: number; calendar: Promise<SchoolCalendar> }>
>();

async function readCalendar(reader: Database, schoolId: number): Promise<SchoolCalendar> {
  const { timeZone, holidays } = await createHolidaysRepository(reader).calendarOf(schoolId);
  return { timeZone, holidays: new Set(holidays.map((holiday) => holiday.day)) };
}

/**
 * A school's calendar, read once per few minutes per database handle: it is fixed per school,
 * and every first answer of a student's day, every award and every weekly count asks for it.
 * Inside a transaction pass it as `reader`: the embedded test database has one connection, which
 * the transaction holds.
 */
export function schoolCalendarOf(
  db: Database,
  schoolId: number,
  reader: Database = db,
): Promise<SchoolCalendar> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const held = cache.get(schoolId);
  if (held && held.until > Date.now()) return held.calendar;
  const calendar = readCalendar(reader, schoolId);
  cache.set(schoolId, { until: Date.now() + TTL_MS, calendar });
  calendar.catch(() => cache.delete(schoolId));
  return calendar;
}
