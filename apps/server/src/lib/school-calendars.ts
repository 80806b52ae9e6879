import type { Database } from '../db/client.js';

/*
 * The schools' calendars as the app context holds them; organisations reads and caches them
 * (createSchoolCalendars), and the modules that count school days ask through this interface.
 */

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
