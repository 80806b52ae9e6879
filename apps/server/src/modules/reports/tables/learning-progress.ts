import type { reports } from '@kitlab/contract';
import { addDays, weekStartOf } from '@kitlab/domain';
import { averageScoreOf } from './report-figures.js';
import type { ActiveDay, DatedHandIn, WeeklyFacts } from './tables.repository.js';

/** The month (1-12) a school year starts in: September, as the assignment calendar's default. */
export const SCHOOL_YEAR_START_MONTH = 9;

/** The first day of the school year a school date falls in: the 1 September on or before it. */
export function schoolYearStart(today: string): string {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const startYear = month >= SCHOOL_YEAR_START_MONTH ? year : year - 1;
  return `${String(startYear).padStart(4, '0')}-${String(SCHOOL_YEAR_START_MONTH).padStart(2, '0')}-01`;
}

/** The range asked for, or the school year so far. */
export function rangeOf(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
) {
  const to = query.to ?? today;
  return { from: query.from ?? schoolYearStart(to), to };
}

/**
 * Every day `rangeOf` may answer for the query today, whichever the school's time zone: its
 * date is the UTC date, the day before or the day after. The facts are read for these days with
 * the school's time zone, before it is known, and kept for the range (`factsWithin`). Null when
 * the range is longer than `maxDays` in every time zone, as it is then refused whatever the zone.
 */
export function rangeInAnyZone(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
  maxDays: number,
): { from: string; to: string } | null {
  const utcToday = now.toISOString().slice(0, 10);
  const from = rangeOf(query, addDays(utcToday, -1)).from;
  const to = rangeOf(query, addDays(utcToday, 1)).to;
  // A zone's range may be two days shorter than these days, one at each end.
  return longerThan(from, to, maxDays + 2) ? null : { from, to };
}

/** The facts of the range's days at these activities. */
export function factsWithin(
  facts: WeeklyFacts,
  range: { from: string; to: string },
  activityIds: ReadonlySet<number>,
): WeeklyFacts {
  const inRange = (day: string) => day >= range.from && day <= range.to;
  return {
    handIns: facts.handIns.filter((h) => inRange(h.day) && activityIds.has(h.activityId)),
    activeDays: facts.activeDays.filter(
      (d) => inRange(d.day) && d.activityIds.some((id) => activityIds.has(id)),
    ),
  };
}

/** Whether a range covers more than `days` days, both ends included. */
export const longerThan = (from: string, to: string, days: number) => to > addDays(from, days - 1);

/**
 * Week by week (Monday to Sunday) from the week holding `from` to the week holding `to`, empty
 * weeks included: the hand-ins of the week, the average of its scored hand-ins, and the students
 * who saved an answer or handed in during it, out of the students.
 */
export function buildLearningWeeks(input: {
  from: string;
  to: string;
  students: number;
  handIns: readonly DatedHandIn[];
  activeDays: readonly ActiveDay[];
}): reports.LearningWeek[] {
  const weeks = new Map<string, { handIns: DatedHandIn[]; active: Set<number> }>();
  for (let start = weekStartOf(input.from); start <= input.to; start = addDays(start, 7)) {
    weeks.set(start, { handIns: [], active: new Set() });
  }
  for (const handIn of input.handIns) {
    const week = weeks.get(weekStartOf(handIn.day));
    week?.handIns.push(handIn);
    week?.active.add(handIn.studentId);
  }
  for (const day of input.activeDays) weeks.get(weekStartOf(day.day))?.active.add(day.studentId);
  return [...weeks].map(([start, week]) => ({
    week_start: start,
    week_end: addDays(start, 6),
    handed_in: week.handIns.length,
    average_score: averageScoreOf(week.handIns.map((h) => ({ ...h, status: 'S' as const }))),
    active_students: { count: week.active.size, out_of: input.students },
  }));
}
