import { reports } from '@kitlab/contract';
import type { Database } from '../../../db/client.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { schoolsVisibleTo } from '../../organisations/index.js';
import { offersSchoolChoice } from './admin-report.policy.js';
import type { AdminSearchRepository, FoundRow } from './admin-search.repository.js';

type Kind = reports.ReportSearchHit['kind'];

/**
 * A hit with the report's filters that show it: a class with its grade, a teacher alone, a
 * student by their class; the school too when the administrator has several to choose from.
 */
export function presentHit(
  kind: Kind,
  row: FoundRow,
  withSchool: boolean,
): reports.ReportSearchHit {
  const school = withSchool ? { school_token: row.schoolToken } : {};
  const inClass =
    row.classId === null || row.gradeId === null
      ? {}
      : { grade_id: row.gradeId, class_id: row.classId };
  return {
    kind,
    name: row.name,
    context: kind === 'student' ? `${row.schoolName}, ${row.className}` : row.schoolName,
    filters:
      kind === 'teacher' && row.teacherToken
        ? { ...school, teacher_token: row.teacherToken }
        : { ...school, ...inClass },
  };
}

/** The report's search: classes first, then teachers, then students, at most the maximum. */
export function createAdminSearch(deps: { db: Database; repo: AdminSearchRepository }) {
  return async function search(user: AuthUser, key: string) {
    const managed = await schoolsVisibleTo(deps.db, user);
    const found = await deps.repo.search(
      managed.map((s) => s.id),
      key,
    );
    const withSchool = offersSchoolChoice(managed);
    const hits = [
      ...found.classes.map((row) => presentHit('class', row, withSchool)),
      ...found.teachers.map((row) => presentHit('teacher', row, withSchool)),
      ...found.students.map((row) => presentHit('student', row, withSchool)),
    ];
    return { hits: hits.slice(0, reports.ADMIN_REPORT_SEARCH_MAX) };
  };
}
