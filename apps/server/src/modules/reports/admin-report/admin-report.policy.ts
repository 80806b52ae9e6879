import { reports } from '@kitlab/contract';

/*
 * Who sees what of the administrators' report (decision 0057): pure rules, tested without a
 * database. Which schools an administrator manages is the organisations module's rule; these
 * rules start from its answer.
 */

type Filters = reports.AdminReportFilters;
type Level = reports.ReportLevel;
type ScopeLevel = reports.AdminReport['scope']['level'];

export interface ManagedSchool {
  id: number;
  token: string;
  name: string;
}

/** The values each filter may take given the filters before it (what its options hold). */
export interface FilterChoices {
  grades: readonly number[];
  classes: readonly number[];
  subjects: readonly number[];
  teachers: readonly string[];
}

/** A school is a choice only for an administrator of several (a school's own is implied). */
export const offersSchoolChoice = (managed: readonly ManagedSchool[]): boolean =>
  managed.length > 1;

/**
 * The schools the report covers: the one chosen, else every school managed; null when the
 * token names a school the administrator does not manage (404, as if it did not exist).
 */
export function schoolsInScope(
  managed: readonly ManagedSchool[],
  schoolToken: string | undefined,
): readonly ManagedSchool[] | null {
  if (schoolToken === undefined) return managed;
  const chosen = managed.find((s) => s.token === schoolToken);
  return chosen ? [chosen] : null;
}

/**
 * Why a filter value is refused (the first one, in cascade order), or null when each is among
 * its options given the filters before it.
 */
export function filterRefusal(
  filters: Filters,
  choices: FilterChoices,
  oneSchool: boolean,
): string | null {
  const { grade_id, class_id, subject_id, teacher_token } = filters;
  if (grade_id !== undefined && !choices.grades.includes(grade_id)) {
    return oneSchool ? 'No such grade in this school.' : 'No such grade in these schools.';
  }
  if (class_id !== undefined && !choices.classes.includes(class_id)) {
    if (!oneSchool) return 'No such class: choose its school first.';
    return grade_id === undefined
      ? 'No such class in this school.'
      : 'No such class in this grade.';
  }
  if (subject_id !== undefined && !choices.subjects.includes(subject_id)) {
    return class_id === undefined
      ? 'No such subject taught here.'
      : 'No such subject taught in this class.';
  }
  if (teacher_token !== undefined && !choices.teachers.includes(teacher_token)) {
    if (!oneSchool) return 'No such teacher: choose their school first.';
    return subject_id === undefined
      ? 'No such teacher teaching here.'
      : 'No such teacher of this subject here.';
  }
  return null;
}

/** The level each filter narrows the scope to (the contract owns their cascade order). */
const LEVEL_OF: Record<keyof Filters, ScopeLevel> = {
  school_token: 'school',
  grade_id: 'grade',
  class_id: 'class',
  subject_id: 'subject',
  teacher_token: 'teacher',
};

/**
 * The narrowest level chosen; an administrator of one school starts at their school, of a
 * district at the district.
 */
export function scopeLevelOf(filters: Filters, managesOneSchool: boolean): ScopeLevel {
  const narrowest = reports.ADMIN_REPORT_FILTER_ORDER.findLast((f) => filters[f] !== undefined);
  if (narrowest) return LEVEL_OF[narrowest];
  return managesOneSchool ? 'school' : 'district';
}

/**
 * The levels the figures are broken down by: each level after the scope's, next first; classes
 * and teachers only once one school is in scope, students (names) only once a class is chosen.
 */
export function breakdownLevelsOf(filters: Filters, oneSchool: boolean): Level[] {
  const scope = scopeLevelOf(filters, oneSchool);
  const order: readonly Level[] = reports.REPORT_LEVELS;
  const below = scope === 'district' ? order : order.slice(order.indexOf(scope) + 1);
  return below.filter((level) => {
    if (level === 'class' || level === 'teacher') return oneSchool;
    if (level === 'student') return filters.class_id !== undefined;
    return true;
  });
}
