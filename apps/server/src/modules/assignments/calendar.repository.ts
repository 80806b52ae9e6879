import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { assignments } from '../../db/schema/index.js';
import { type AssignmentFilter, assignmentsWhere } from './assignment-rows.repository.js';

/** Counts of assignments by due date and by month; due dates are already school-local dates. */
export function createCalendarRepository(db: Database) {
  return {
    async countsByDay(filter: AssignmentFilter) {
      return db
        .select({ dueDate: assignments.dueDate, count: sql<number>`count(*)::int` })
        .from(assignments)
        .where(assignmentsWhere(filter))
        .groupBy(assignments.dueDate)
        .orderBy(asc(assignments.dueDate));
    },

    /** Counts keyed `YYYY-MM`. */
    async countsByMonth(filter: AssignmentFilter) {
      const month = sql<string>`to_char(${assignments.dueDate}, 'YYYY-MM')`;
      return db
        .select({ month, count: sql<number>`count(*)::int` })
        .from(assignments)
        .where(assignmentsWhere(filter))
        .groupBy(month);
    },
  };
}
