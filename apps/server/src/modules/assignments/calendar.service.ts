import type { assignments as contract } from '@kitlab/contract';
import { monthBounds, monthsFrom } from '@kitlab/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { AssignmentFilter } from './assignment-filter.js';
import type { AssignmentReader } from './assignment-reader.service.js';
import { presentDueCounts, presentDueOnDate, presentYear } from './calendar.presenter.js';
import { createCalendarRepository } from './calendar.repository.js';
import type { ViewerService } from './viewer.service.js';

type DueCountsBody = z.output<NonNullable<typeof contract.getDueCounts.body>>;
type ForDueDateQuery = z.output<NonNullable<typeof contract.listDueOnDate.body>>;
type YearlyQuery = z.output<NonNullable<typeof contract.getYearly.body>>;

/** Calendars of the caller's open and completed assignments by school-local due date. */
export function createCalendarService(deps: {
  db: Database;
  viewers: ViewerService;
  reader: AssignmentReader;
}) {
  const { viewers, reader } = deps;
  const calendar = createCalendarRepository(deps.db);

  /** The caller's work, narrowed to one of their classes if asked (another class is 404). */
  async function scope(user: AuthUser, classId: number | undefined): Promise<AssignmentFilter> {
    if (classId === undefined) return { viewer: await viewers.reachOf(user) };
    const { viewer } = await viewers.viewerWithClass(user, classId);
    return { viewer, classId };
  }

  return {
    async dueCounts(user: AuthUser, body: DueCountsBody) {
      const { first, next } = monthBounds(Number(body.month), Number(body.year));
      const filter = await scope(user, body.class_id);
      const rows = await calendar.countsByDay({
        ...filter,
        dueRange: { from: first, before: next },
      });
      return presentDueCounts(body, rows);
    },

    async forDueDate(user: AuthUser, query: ForDueDateQuery) {
      const filter = await scope(user, query.class_id);
      const results = await reader.assignments({
        filter: { ...filter, dueDate: query.due_date },
        order: 'class',
      });
      return presentDueOnDate(query.due_date, results);
    },

    async yearly(user: AuthUser, query: YearlyQuery) {
      const months = monthsFrom(Number(query.month), Number(query.year));
      const first = monthBounds(Number(query.month), Number(query.year)).first;
      const last = months[months.length - 1] ?? { month: query.month, year: query.year };
      const before = monthBounds(Number(last.month), Number(last.year)).next;
      const filter = await scope(user, query.class_id);
      const rows = await calendar.countsByMonth({ ...filter, dueRange: { from: first, before } });
      return presentYear(months, rows);
    },
  };
}
