import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { assignments } from '../../db/schema/index.js';
import { type AssignmentFilter, assignmentsWhere, statementsByForm } from './assignment-filter.js';

const month = sql<string>`to_char(${assignments.dueDate}, 'YYYY-MM')`;

/**
 * Counts of assignments by due date and by month; due dates are already school-local dates. Each
 * form of filter is prepared once per database.
 */
export function createCalendarRepository(db: Database) {
  const byDay = statementsByForm('calendar_counts_by_day', (filter, name) =>
    db
      .select({ dueDate: assignments.dueDate, count: sql<number>`count(*)::int` })
      .from(assignments)
      .where(assignmentsWhere(filter))
      .groupBy(assignments.dueDate)
      .orderBy(asc(assignments.dueDate))
      .prepare(name),
  );
  const byMonth = statementsByForm('calendar_counts_by_month', (filter, name) =>
    db
      .select({ month, count: sql<number>`count(*)::int` })
      .from(assignments)
      .where(assignmentsWhere(filter))
      .groupBy(month)
      .prepare(name),
  );

  return {
    countsByDay: (filter: AssignmentFilter) => byDay(filter),

    /** Counts keyed `YYYY-MM`. */
    countsByMonth: (filter: AssignmentFilter) => byMonth(filter),
  };
}
