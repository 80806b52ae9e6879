import { reports } from '@kitlab/contract';
import {
  type ParamCodec,
  pageParam,
  readPositiveInteger,
  urlFilters,
} from '../../../lib/url-filters';

/** A filter's name as the report call takes it, in cascade order. */
export type ReportFilterName = (typeof reports.ADMIN_REPORT_FILTER_ORDER)[number];

const FILTER_ORDER = reports.ADMIN_REPORT_FILTER_ORDER;

/**
 * The report's view as its address holds it: each filter's chosen value as the filter's options
 * write it (null: all). `page` is there because the address-kept filters page their lists; the
 * report has no pages, so it stays 1 and never shows in the address.
 */
export type ReportFilters = Record<ReportFilterName, string | null> & { page: number };

/** A record's id, written plainly ("12"). */
const idTextParam: ParamCodec<string | null> = {
  read: (raw) => {
    const id = readPositiveInteger(raw);
    return id === null ? null : String(id);
  },
  write: (value) => value,
};

/** A school's or teacher's token (a UUID), in lower case. */
const tokenParam: ParamCodec<string | null> = {
  read: (raw) =>
    raw && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)
      ? raw.toLowerCase()
      : null,
  write: (value) => value,
};

/** `?school=<token>&grade=3&class=41&subject=2&teacher=<token>` */
export const reportFilters = urlFilters<ReportFilters>({
  school_token: { key: 'school', codec: tokenParam },
  grade_id: { key: 'grade', codec: idTextParam },
  class_id: { key: 'class', codec: idTextParam },
  subject_id: { key: 'subject', codec: idTextParam },
  teacher_token: { key: 'teacher', codec: tokenParam },
  page: { key: 'page', codec: pageParam },
});

/**
 * Choosing a filter's value clears every filter after it in the cascade (spec section 4: a grade
 * clears class, subject and teacher; a class, subject and teacher; a subject, the teacher; a
 * school, all of them), since their options depend on it.
 */
export function chooseFilter(name: ReportFilterName, value: string | null): Partial<ReportFilters> {
  const after = FILTER_ORDER.slice(FILTER_ORDER.indexOf(name) + 1);
  const change: Partial<ReportFilters> = { [name]: value };
  for (const cleared of after) change[cleared] = null;
  return change;
}

/** Exactly the filters given (a search hit's), every other one cleared. */
export function onlyFilters(filters: reports.AdminReportFilters): Partial<ReportFilters> {
  const change: Partial<ReportFilters> = {};
  for (const name of FILTER_ORDER) {
    const value = filters[name];
    change[name] = value === undefined ? null : String(value);
  }
  return change;
}

/** The filters as the report call (and its export) take them: chosen ones only. */
export function toReportFilters(filters: ReportFilters): reports.AdminReportFilters {
  const query: reports.AdminReportFilters = {};
  const { school_token, grade_id, class_id, subject_id, teacher_token } = filters;
  if (school_token) query.school_token = school_token;
  if (grade_id) query.grade_id = Number(grade_id);
  if (class_id) query.class_id = Number(class_id);
  if (subject_id) query.subject_id = Number(subject_id);
  if (teacher_token) query.teacher_token = teacher_token;
  return query;
}
