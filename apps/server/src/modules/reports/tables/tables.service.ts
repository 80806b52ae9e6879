import { reports } from '@kitlab/contract';
import type { Clock } from '../../../lib/clock.js';
import { invalidFields } from '../../../lib/errors.js';
import { pageResult } from '../../../lib/paging.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { buildTableRows, sortRows, type TableActivity } from './detailed-table.js';
import {
  buildLearningWeeks,
  factsWithin,
  longerThan,
  rangeInAnyZone,
  rangeOf,
} from './learning-progress.js';
import { classOfTeacher, type ReportScope, type ReportScopeOf } from './report-scope.js';
import {
  presentActivities,
  presentActivityTotals,
  presentFlatRow,
  presentGroupedRow,
  presentStudent,
} from './table.presenter.js';
import type { ReportTablesRepository, ShownAttempt } from './tables.repository.js';
import { attemptKey, buildTopicDetails } from './topic-details.js';

type TableFilters = {
  class_id: number;
  activity_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort: 'name' | 'score';
  order: 'asc' | 'desc';
};
type Paging = { page: number; per_page: number };
type TablePage = TableFilters & Paging;

const attemptsByKey = (attempts: readonly ShownAttempt[]) =>
  new Map(attempts.map((a) => [attemptKey(a.studentId, a.activityId), a]));

const heading = (schoolClass: { id: number; name: string }) => ({
  class_id: schoolClass.id,
  class_name: schoolClass.name,
});

/** The places of a page's rows in the sorted table (the first 0, `to` excluded). */
const placesOfPage = ({ page, per_page }: Paging) => ({
  from: (page - 1) * per_page,
  to: page * per_page,
});

function checkRange(from: string | undefined, to: string | undefined) {
  if (from && to && from > to)
    throw invalidFields({ to: ['Choose a date on or after the start.'] });
}

/** The progress reports and the table, for a teacher of the class (see report-scope.ts). */
export function createReportTablesService(deps: {
  repo: ReportTablesRepository;
  scopeOf: ReportScopeOf;
  clock: Clock;
}) {
  const { repo, scopeOf } = deps;

  const subjectOf = (scope: ReportScope, studentId: number | undefined) => ({
    ...heading(scope.scene),
    student:
      studentId === undefined || !scope.scene.students[0]
        ? null
        : presentStudent(scope.scene.students[0]),
    students: scope.scene.students.length,
  });

  /**
   * The table's columns and its rows sorted, with `build` to fill rows' cells. The answers read
   * are every row's, or only those of the rows of `page` when it is sorted by name: the page's
   * students are then known in SQL. Sorted by score, a page's students are known only once
   * every row's score is, which the attempts give, so every row's answers come with them.
   */
  async function table(user: AuthUser, filters: TableFilters, page?: Paging) {
    checkRange(filters.from, filters.to);
    const places =
      page && filters.sort === 'name'
        ? { ...placesOfPage(page), descending: filters.order === 'desc' }
        : null;
    const scope = await scopeOf(user, {
      classId: filters.class_id,
      withAttempts: true,
      withAnswers: { activityId: filters.activity_id, places },
      from: filters.from,
      to: filters.to,
    });
    const activities: TableActivity[] = scope.activities
      .filter((a) => filters.activity_id === undefined || a.id === filters.activity_id)
      .map((activity) => ({
        activity,
        questions: activity.report.questionsOfActivity[activity.id] ?? [],
      }));
    const attempts = attemptsByKey(scope.scene.attempts);
    const build = (students: typeof scope.scene.students, answerMax: number) =>
      buildTableRows({ students, activities, attempts, withCells: true, answerMax });
    const rows = sortRows(
      buildTableRows({
        students: scope.scene.students,
        activities,
        attempts,
        withCells: false,
        answerMax: 0,
      }),
      filters.sort,
      filters.order,
    );
    return { scope, activities, rows, build };
  }

  return {
    /** The class's active students by name, for a teacher of the class in any subject. */
    async classStudents(user: AuthUser, query: { class_id: number }) {
      const found = await repo.classStudents({ classId: query.class_id, teacherId: user.id });
      const schoolClass = classOfTeacher(user, found);
      return { ...heading(schoolClass), students: schoolClass.students.map(presentStudent) };
    },

    async topicDetails(
      user: AuthUser,
      query: { class_id: number; student_id?: number | undefined },
    ) {
      const scope = await scopeOf(user, {
        classId: query.class_id,
        studentId: query.student_id,
        withAttempts: true,
      });
      return {
        ...subjectOf(scope, query.student_id),
        topics: buildTopicDetails({
          studentIds: scope.scene.students.map((s) => s.id),
          activities: scope.activities,
          attempts: attemptsByKey(scope.scene.attempts),
        }),
      };
    },

    async learningProgress(
      user: AuthUser,
      query: { class_id: number; student_id?: number | undefined; from?: string; to?: string },
    ) {
      checkRange(query.from, query.to);
      // The facts come with the scene, for every day the range may cover: the school's today is
      // known only once its time zone is read.
      const days = rangeInAnyZone(query, deps.clock.now(), reports.LEARNING_PROGRESS_MAX_DAYS);
      const scope = await scopeOf(user, {
        classId: query.class_id,
        studentId: query.student_id,
        withAttempts: false,
        weeks: days ?? undefined,
      });
      const { from, to } = rangeOf(query, scope.today);
      if (from > to) throw invalidFields({ from: ['Choose a date on or before the end.'] });
      if (longerThan(from, to, reports.LEARNING_PROGRESS_MAX_DAYS)) {
        throw invalidFields({
          to: [`Choose a range of at most ${reports.LEARNING_PROGRESS_MAX_DAYS} days.`],
        });
      }
      const activityIds = new Set(scope.activities.map((a) => a.id));
      const facts = factsWithin(scope.scene.weekly, { from, to }, activityIds);
      return {
        ...subjectOf(scope, query.student_id),
        today: scope.today,
        from,
        to,
        weeks: buildLearningWeeks({ from, to, students: scope.scene.students.length, ...facts }),
      };
    },

    /** One page of the table, students by questions, every activity's cells in one list. */
    async detailedTable(user: AuthUser, query: TablePage) {
      const { scope, activities, rows, build } = await table(user, query, query);
      const { from, to } = placesOfPage(query);
      const page = rows.slice(from, to);
      const filled = build(
        page.map((r) => r.student),
        reports.DETAILED_TABLE_ANSWER_MAX,
      );
      return {
        ...heading(scope.scene),
        students: rows.length,
        activities: presentActivities(activities),
        ...pageResult(filled.map(presentFlatRow), rows.length, query.page, query.per_page),
      };
    },

    /** One page of the table grouped by activity, with each activity's totals over every row. */
    async detailedTableNew(user: AuthUser, query: TablePage) {
      const { scope, activities, rows, build } = await table(user, query);
      const filled = build(
        rows.map((r) => r.student),
        reports.DETAILED_TABLE_ANSWER_MAX,
      );
      const { from, to } = placesOfPage(query);
      return {
        ...heading(scope.scene),
        students: rows.length,
        activities: presentActivities(activities),
        totals: presentActivityTotals(activities, filled),
        ...pageResult(
          filled.slice(from, to).map(presentGroupedRow),
          rows.length,
          query.page,
          query.per_page,
        ),
      };
    },

    /** The whole filtered table, answers in full, for a file. */
    async wholeTable(user: AuthUser, filters: TableFilters) {
      const { scope, activities, rows, build } = await table(user, filters);
      const filled = build(
        rows.map((r) => r.student),
        Number.MAX_SAFE_INTEGER,
      );
      return { className: scope.scene.name, today: scope.today, activities, rows: filled };
    },
  };
}

export type ReportTablesService = ReturnType<typeof createReportTablesService>;
