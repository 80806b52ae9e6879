/**
 * The administrators' report (spec sections 3, 4 and 6): figures of the schools an administrator
 * manages, narrowed school > grade > class > subject > teacher, read from rollups kept by the
 * server (decision 0056), never from the answers per request.
 */
import { fileNamePart } from '@kitlab/domain';
import { z } from 'zod/mini';
import { sentId } from '../bounds.js';
import { defineCall } from '../call.js';
import { countOutOf, type ExportFormat, scoreAverage } from './tables.js';

const ADMIN = ['C'] as const;
const id = z.int();
const token = z.uuid();

/** How many weeks the trends show by default, and at most. */
export const ADMIN_REPORT_WEEKS = 12;
export const ADMIN_REPORT_MAX_WEEKS = 52;

/**
 * The filters, each narrowing the ones after it (spec section 4: a grade clears class, subject
 * and teacher; a class clears subject and teacher; a subject clears teacher; a school, which
 * only a district administrator chooses, clears them all). A value that is not among its
 * options given the filters before it answers 404.
 */
export const adminReportFilters = z.object({
  school_token: z.optional(token),
  grade_id: z.optional(sentId),
  class_id: z.optional(sentId),
  subject_id: z.optional(sentId),
  teacher_token: z.optional(token),
});
export type AdminReportFilters = z.infer<typeof adminReportFilters>;

/** The filters' names in cascade order: choosing one clears every one after it. */
export const ADMIN_REPORT_FILTER_ORDER = [
  'school_token',
  'grade_id',
  'class_id',
  'subject_id',
  'teacher_token',
] as const satisfies readonly (keyof AdminReportFilters)[];

export const adminReportQuery = z.extend(adminReportFilters, {
  weeks: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(ADMIN_REPORT_MAX_WEEKS)),
    ADMIN_REPORT_WEEKS,
  ),
});
export type AdminReportQuery = z.input<typeof adminReportQuery>;

/** One choice of a filter: what the address holds (`value`) and what the chooser shows. */
export const filterOption = z.object({ value: z.string(), label: z.string() });
export type FilterOption = z.infer<typeof filterOption>;

/** A filter: its options given the filters before it, and the chosen value (null: all). */
export const reportFilter = z.object({
  options: z.array(filterOption),
  selected: z.nullable(z.string()),
});
export type ReportFilter = z.infer<typeof reportFilter>;

/**
 * The report's figures over some work:
 * - `assignments`: assignments given (not cancelled), by their due date;
 * - `work`: hand-ins (a student and an activity of an assignment with a handed-in attempt) out
 *   of the activities assigned times the students they were assigned to; `completion` is that
 *   as a percentage (one decimal, null when nothing was assigned);
 * - `average_score`: the mean percentage of the marked hand-ins, as the teachers' reports give it;
 * - `active_students`: students who saved an answer or handed in during the week, out of the
 *   students in scope.
 */
export const reportFigures = z.object({
  assignments: id,
  work: countOutOf,
  completion: z.nullable(z.number()),
  average_score: scoreAverage,
  active_students: countOutOf,
});
export type ReportFigures = z.infer<typeof reportFigures>;

export const REPORT_LEVELS = ['school', 'grade', 'class', 'subject', 'teacher', 'student'] as const;
export const reportLevel = z.enum(REPORT_LEVELS);
export type ReportLevel = z.infer<typeof reportLevel>;

/**
 * One bar of a breakdown: a school, grade, class, subject, teacher or student, with the filter
 * value that drills down to it (null for a student, the last level).
 */
export const reportGroup = z.object({
  key: z.string(),
  name: z.string(),
  /** The filter this group's drill-down sets, with `key` as its value; null for students. */
  drill: z.nullable(z.enum(ADMIN_REPORT_FILTER_ORDER)),
  figures: reportFigures,
});
export type ReportGroup = z.infer<typeof reportGroup>;

export const reportBreakdown = z.object({ level: reportLevel, groups: z.array(reportGroup) });
export type ReportBreakdown = z.infer<typeof reportBreakdown>;

/** One school week, Monday to Sunday: the work due in it and who was active in it. */
export const reportWeek = z.object({
  /** The Monday, YYYY-MM-DD. */
  week_start: z.string(),
  figures: reportFigures,
});
export type ReportWeek = z.infer<typeof reportWeek>;

export const adminReportResponse = z.object({
  /** The narrowest level chosen (`district` with no filter) and its name. */
  scope: z.object({
    level: z.enum(['district', 'school', 'grade', 'class', 'subject', 'teacher']),
    name: z.string(),
  }),
  filters: z.object({
    school: reportFilter,
    grade: reportFilter,
    class: reportFilter,
    subject: reportFilter,
    teacher: reportFilter,
  }),
  /** The school's date today (the week "this week" means), YYYY-MM-DD. */
  today: z.string(),
  /** The figures of the scope: work of the whole school year so far, students active this week. */
  totals: reportFigures,
  /**
   * The same figures by each level below the scope that is not chosen, the next level first.
   * Classes and teachers are broken down once one school is in scope; students only once a class
   * is chosen (names appear only below class level).
   */
  breakdowns: z.array(reportBreakdown),
  /** The last `weeks` weeks, oldest first, empty weeks included. */
  weeks: z.array(reportWeek),
  /** When the figures were last brought up to date (the rollups' last successful run). */
  as_of: z.nullable(z.string()),
});
export type AdminReport = z.infer<typeof adminReportResponse>;

export const getAdminReport = defineCall({
  method: 'POST',
  path: '/v2/reports/admin/report',
  roles: ADMIN,
  summary:
    'Figures of the schools the administrator manages (assignments given, completion, average score, students active this week), narrowed by school, grade, class, subject and teacher, broken down by the levels below and week by week, with each filter’s options.',
  body: adminReportQuery,
  response: adminReportResponse,
});

/** What the report's search finds: a class, a teacher or a student, with the filters it sets. */
export const reportSearchHit = z.object({
  kind: z.enum(['class', 'teacher', 'student']),
  name: z.string(),
  /** The school and class it belongs to, for telling two of one name apart. */
  context: z.string(),
  /** The report's filters that show it (a student: their class). */
  filters: adminReportFilters,
});
export type ReportSearchHit = z.infer<typeof reportSearchHit>;

export const ADMIN_REPORT_SEARCH_MAX = 20;

export const searchAdminReport = defineCall({
  // POST: the key may be a child's name, which an address (and so a log line) must not hold.
  method: 'POST',
  path: '/v2/reports/admin/search',
  roles: ADMIN,
  summary:
    'Classes, teachers and students of the schools the administrator manages whose name holds the search key, each with the report filters that show it.',
  body: z.object({ q: z.string().check(z.trim(), z.minLength(2), z.maxLength(100)) }),
  response: z.object({ hits: z.array(reportSearchHit) }),
});

/** The report as a file: the same filters, as the address's query (a plain route, not a call). */
export const ADMIN_REPORT_EXPORT_PATH = '/api/v2/reports/admin/report/export';

/**
 * "admin-report-6A-2030-04-02.csv": the report's file named by its scope and the school's date;
 * a teacher's scope is named by its level only, so a file name never holds a person's name. The
 * server names the file it sends with it, and the screen the file it saves.
 */
export function adminReportFileName(
  report: Pick<AdminReport, 'scope' | 'today'>,
  format: ExportFormat,
): string {
  const { level, name } = report.scope;
  const scope = level === 'teacher' ? level : fileNamePart(name) || level;
  return `admin-report-${scope}-${report.today}.${format}`;
}
