import { z } from 'zod/mini';
import { calendarDate } from '../assignments/shapes.js';
import { defineCall } from '../call.js';

const ADMIN = ['C'] as const;
const PATH = '/v2/organization/schools/{school_token}/holidays/';
const NO_SUCH_SCHOOL = 'No such school.';

export const HOLIDAY_NAME_MAX = 80;
/** The longest break added at once: longer than any summer, short of a typo's whole year. */
export const BREAK_DAYS_MAX = 100;

const DAY_MS = 86_400_000;

/** Calendar days from the first date to the last, both included (0 or less when reversed). */
function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
}

/** A break of a school: consecutive holidays with one name, first and last day included. */
export const holidayBreak = z.object({
  name: z.string(),
  from: z.string(),
  to: z.string(),
  /** The school days (Monday to Friday) the break closes; weekends inside are not counted. */
  days: z.int(),
});
export type HolidayBreak = z.infer<typeof holidayBreak>;

export const schoolHolidays = z.object({
  school_token: z.string(),
  name: z.string(),
  /** The school's time zone, in which its dates are days. */
  time_zone: z.string(),
  /** Sorted by first day. */
  breaks: z.array(holidayBreak),
});
export type SchoolHolidays = z.infer<typeof schoolHolidays>;

const holidayName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Give the break a name, such as "Spring half term".'),
    z.maxLength(HOLIDAY_NAME_MAX, `Keep the name to ${HOLIDAY_NAME_MAX} characters or fewer.`),
  );

/** A first and a last day, the last not before the first. */
function inOrder<T extends z.ZodMiniType<{ from: string; to: string }>>(range: T) {
  return range.check(
    z.refine((days) => days.to >= days.from, {
      message: 'The last day cannot be before the first day.',
      path: ['to'],
    }),
  );
}

/** A break added at once is at most BREAK_DAYS_MAX days long. */
const breakBody = inOrder(
  z.strictObject({ name: holidayName, from: calendarDate, to: calendarDate }),
).check(
  z.refine((days) => daysBetween(days.from, days.to) <= BREAK_DAYS_MAX, {
    message: `A break can be at most ${BREAK_DAYS_MAX} days long.`,
    path: ['to'],
  }),
);

const schoolParams = z.object({ school_token: z.uuid() });

export const listSchoolHolidays = defineCall({
  method: 'GET',
  path: PATH,
  roles: ADMIN,
  params: schoolParams,
  notFound: NO_SUCH_SCHOOL,
  summary:
    "A managed school's holidays, as breaks: consecutive days with one name, sorted. Streaks are not broken on them. A school administrator their school, a district administrator any school of the district; any other school 404.",
  response: schoolHolidays,
});

export const addSchoolBreak = defineCall({
  method: 'POST',
  path: PATH,
  roles: ADMIN,
  params: schoolParams,
  notFound: NO_SUCH_SCHOOL,
  summary: `Close a managed school from one day to another (at most ${BREAK_DAYS_MAX} days, weekends included). Days already a holiday take the new name. Answers the school's breaks.`,
  body: breakBody,
  status: 201,
  response: schoolHolidays,
});

export const removeSchoolHolidays = defineCall({
  method: 'DELETE',
  path: PATH,
  roles: ADMIN,
  params: schoolParams,
  notFound: NO_SUCH_SCHOOL,
  summary:
    "Open a managed school again on every holiday from one day to another, both included. Answers the school's breaks.",
  query: inOrder(z.object({ from: calendarDate, to: calendarDate })),
  response: schoolHolidays,
});
