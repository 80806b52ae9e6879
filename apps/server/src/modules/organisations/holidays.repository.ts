import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organisations, schoolHolidays } from '../../db/schema/index.js';

/** One holiday of a school. */
export interface HolidayRow {
  day: string;
  name: string;
}

/** Every SQL statement of school holidays. */
export function createHolidaysRepository(db: Database) {
  return {
    /** A school's time zone and all its holidays by day, in one query. */
    async calendarOf(schoolId: number): Promise<{ timeZone: string; holidays: HolidayRow[] }> {
      const rows = await db
        .select({
          timeZone: organisations.timeZone,
          day: schoolHolidays.day,
          name: schoolHolidays.name,
        })
        .from(organisations)
        .leftJoin(schoolHolidays, eq(schoolHolidays.organisationId, organisations.id))
        .where(eq(organisations.id, schoolId))
        .orderBy(asc(schoolHolidays.day));
      return {
        timeZone: rows[0]?.timeZone ?? 'UTC',
        holidays: rows.flatMap(({ day, name }) =>
          day === null || name === null ? [] : [{ day, name }],
        ),
      };
    },

    /** Makes every day a holiday of the school with one name: days already one are renamed. */
    async close(schoolId: number, days: readonly string[], name: string): Promise<void> {
      if (days.length === 0) return;
      await db
        .insert(schoolHolidays)
        .values(days.map((day) => ({ organisationId: schoolId, day, name })))
        .onConflictDoUpdate({
          target: [schoolHolidays.organisationId, schoolHolidays.day],
          set: { name: sql`excluded.name` },
        });
    },

    /** Removes the school's holidays from one day to another, both included. */
    async open(schoolId: number, from: string, to: string): Promise<void> {
      await db
        .delete(schoolHolidays)
        .where(
          and(eq(schoolHolidays.organisationId, schoolId), between(schoolHolidays.day, from, to)),
        );
    },
  };
}

export type HolidaysRepository = ReturnType<typeof createHolidaysRepository>;
