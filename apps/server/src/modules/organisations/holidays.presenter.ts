import type { organisations } from '@kitlab/contract';
import { addDays, weekdayOf } from '@kitlab/domain';
import type { HolidayRow } from './holidays.repository.js';

const isWeekday = (day: string) => weekdayOf(day) >= 1 && weekdayOf(day) <= 5;

/**
 * A school's holidays as breaks: a day joins the break before it when it follows that break's
 * last day and has its name. Rows come sorted by day.
 */
export function breaksOf(rows: readonly HolidayRow[]): organisations.HolidayBreak[] {
  const breaks: organisations.HolidayBreak[] = [];
  for (const { day, name } of rows) {
    const last = breaks.at(-1);
    if (last && last.name === name && addDays(last.to, 1) === day) {
      last.to = day;
      last.days += isWeekday(day) ? 1 : 0;
    } else {
      breaks.push({ name, from: day, to: day, days: isWeekday(day) ? 1 : 0 });
    }
  }
  return breaks;
}

/** A school's answer: its name, time zone and breaks. */
export function presentSchoolHolidays(
  school: { token: string; name: string },
  calendar: { timeZone: string; holidays: readonly HolidayRow[] },
): organisations.SchoolHolidays {
  return {
    school_token: school.token,
    name: school.name,
    time_zone: calendar.timeZone,
    breaks: breaksOf(calendar.holidays),
  };
}
