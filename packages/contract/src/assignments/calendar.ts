import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { optionalId } from '../filter-values.js';
import { defineReadCalls } from '../read-calls.js';
import { assignment, calendarDate, dayCount, monthCount, monthParam, yearParam } from './shapes.js';

const EVERYONE = ['S', 'T', 'C'] as const;

/** Teachers and administrators may narrow a calendar to one class; students see their own. */
const classFilter = { class_id: optionalId };

export const getDueCounts = defineCall({
  method: 'POST',
  path: '/v2/assignments/due-counts/',
  roles: EVERYONE,
  summary:
    'Open and completed assignments due on each day of a month, for the caller (a teacher: their classes; a student: their class; an administrator: their schools).',
  body: z.object({ month: monthParam, year: yearParam, ...classFilter }),
  response: z.object({ month: z.string(), year: z.string(), results: z.array(dayCount) }),
});

const forDueDateCalls = defineReadCalls({
  path: '/v2/assignments/for-due-date-new/',
  roles: EVERYONE,
  summary: 'The assignments due on one day, for the caller, in class order.',
  fields: z.object({ due_date: calendarDate, ...classFilter }),
  response: z.object({ due_date: z.string(), results: z.array(assignment) }),
});
export const listDueOnDate = forDueDateCalls.post;
export const listDueOnDateGet = forDueDateCalls.get;

const yearlyCalls = defineReadCalls({
  path: '/v2/assignments/yearly/',
  roles: EVERYONE,
  summary:
    'Assignments due in each of twelve months starting at `month` of `year` (01 gives the calendar year; 09 a September school year), for the caller.',
  fields: z.object({ month: z._default(monthParam, '01'), year: yearParam, ...classFilter }),
  response: z.object({ results: z.array(monthCount) }),
});
export const getYearly = yearlyCalls.post;
export const getYearlyGet = yearlyCalls.get;
