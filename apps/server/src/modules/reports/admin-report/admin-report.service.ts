import type { reports } from '@kitlab/contract';
import { addDays, schoolDate, weekStartOf } from '@kitlab/domain';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { notFound } from '../../../lib/errors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import type { createRefreshLogsRepository } from '../../derived-views/index.js';
import { schoolsVisibleTo } from '../../organisations/index.js';
import { schoolYearStart } from '../tables/learning-progress.js';
import {
  breakdownLevelsOf,
  filterRefusal,
  type ManagedSchool,
  offersSchoolChoice,
  schoolsInScope,
  scopeLevelOf,
} from './admin-report.policy.js';
import { filterOf, namedOptions, presentFigures } from './admin-report.presenter.js';
import type {
  AdminReportRepository,
  FiguresAsk,
  Scene,
  TeachingLevel,
} from './admin-report.repository.js';

/** The view name the rollups' refresh runs are logged under (core.DERIVED_VIEWS). */
const ROLLUPS_VIEW = 'report_rollups';

type Query = reports.AdminReportFilters & { weeks: number };
type RefreshLogsRepository = ReturnType<typeof createRefreshLogsRepository>;

/** The Mondays of the last `count` weeks ending with the week of `today`, oldest first. */
export function trendWeeks(today: string, count: number): string[] {
  const last = weekStartOf(today);
  return Array.from({ length: count }, (_, i) => addDays(last, -7 * (count - 1 - i)));
}

/** The report's filters with their options, from the scene and the schools managed. */
function filtersOf(query: Query, managed: readonly ManagedSchool[], scene: Scene) {
  const teacherOptions = scene.teachers.map((t) => ({
    value: t.token,
    label: `${t.firstName} ${t.lastName}`,
  }));
  const schoolOptions = offersSchoolChoice(managed)
    ? managed.map((s) => ({ value: s.token, label: s.name }))
    : [];
  return {
    school: filterOf(schoolOptions, query.school_token),
    grade: filterOf(namedOptions(scene.grades), query.grade_id),
    class: filterOf(namedOptions(scene.classes), query.class_id),
    subject: filterOf(namedOptions(scene.subjects.filter((s) => s.taught)), query.subject_id),
    teacher: filterOf(teacherOptions, query.teacher_token),
  };
}

/**
 * The administrators' report (decision 0057): the schools the administrator manages (the
 * organisations module's rule), narrowed by the filters, each checked against its options.
 */
export function createAdminReportService(deps: {
  db: Database;
  repo: AdminReportRepository;
  refreshLogs: RefreshLogsRepository;
  clock: Clock;
}) {
  const { db, repo, refreshLogs, clock } = deps;

  /** The schools in scope and the scene, once every filter is among its options (else 404). */
  async function sceneOf(user: AuthUser, filters: reports.AdminReportFilters) {
    const managed = await schoolsVisibleTo(db, user);
    const inScope = schoolsInScope(managed, filters.school_token);
    if (!inScope) throw notFound('No such school among those you manage.');
    const oneSchool = inScope.length === 1 ? inScope[0] : undefined;
    const scene = await repo.scene({
      schoolIds: inScope.map((s) => s.id),
      oneSchoolId: oneSchool?.id ?? 0,
      organisationId: user.organisationId,
      gradeId: filters.grade_id ?? 0,
      classId: filters.class_id ?? 0,
      subjectId: filters.subject_id ?? 0,
      teacherToken: filters.teacher_token ?? null,
    });
    const refusal = filterRefusal(
      filters,
      {
        grades: scene.grades.map((g) => g.id),
        classes: scene.classes.map((c) => c.id),
        subjects: scene.subjects.filter((s) => s.taught).map((s) => s.id),
        teachers: scene.teachers.map((t) => t.token),
      },
      oneSchool !== undefined,
    );
    if (refusal) throw notFound(refusal);
    return { managed, inScope, oneSchool, scene };
  }

  return {
    sceneOf,

    async report(user: AuthUser, query: Query): Promise<reports.AdminReport> {
      const [{ managed, inScope, oneSchool, scene }, refreshes] = await Promise.all([
        sceneOf(user, query),
        refreshLogs.lastSuccessful(user.organisationId),
      ]);
      const today = schoolDate(clock.now(), scene.timeZone);
      const weeks = trendWeeks(today, query.weeks);
      const levels = breakdownLevelsOf(query, oneSchool !== undefined);
      const ask: FiguresAsk = {
        schoolIds: inScope.map((s) => s.id),
        gradeId: query.grade_id ?? 0,
        classId: query.class_id ?? 0,
        subjectId: query.subject_id ?? 0,
        teacherId: scene.teachers.find((t) => t.token === query.teacher_token)?.id ?? 0,
        yearWeek: weekStartOf(schoolYearStart(today)),
        trendWeek: weeks[0] ?? weekStartOf(today),
        thisWeek: weekStartOf(today),
        subjectLevel: levels.includes('subject'),
        teacherLevel: levels.includes('teacher'),
      };
      const teachingLevels = levels.filter((l): l is TeachingLevel => l !== 'student');
      const [teaching, activity] = await Promise.all([
        repo.teachingSums(ask, teachingLevels),
        repo.activitySums(ask, teachingLevels),
      ]);
      const scopeLevel = scopeLevelOf(query, managed.length === 1);
      const finishedAt = refreshes.find((r) => r.viewName === ROLLUPS_VIEW)?.finishedAt ?? null;
      return {
        scope: { level: scopeLevel, name: scopeName(scopeLevel, query, scene, oneSchool) },
        filters: filtersOf(query, managed, scene),
        today,
        ...presentFigures(
          {
            scene,
            schools: managed,
            teaching,
            activity: activity.groups,
            students: activity.students,
          },
          levels,
          weeks,
        ),
        as_of: finishedAt ? new Date(finishedAt).toISOString() : null,
      };
    },
  };
}

/** The name of the narrowest level chosen. */
function scopeName(
  level: reports.AdminReport['scope']['level'],
  query: Query,
  scene: Scene,
  oneSchool: ManagedSchool | undefined,
): string {
  const named = (list: readonly { id: number; name: string }[], id: number | undefined) =>
    list.find((n) => n.id === id)?.name ?? '';
  switch (level) {
    case 'school':
      return oneSchool?.name ?? '';
    case 'grade':
      return named(scene.grades, query.grade_id);
    case 'class':
      return named(scene.classes, query.class_id);
    case 'subject':
      return named(scene.subjects, query.subject_id);
    case 'teacher': {
      const teacher = scene.teachers.find((t) => t.token === query.teacher_token);
      return teacher ? `${teacher.firstName} ${teacher.lastName}` : '';
    }
    default:
      return scene.organisationName;
  }
}

export type AdminReportService = ReturnType<typeof createAdminReportService>;
