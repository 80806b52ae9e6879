import type { AssignmentState } from '@kitlab/domain';
import { and, asc, eq, gte, inArray, isNull, lt, ne, not, or, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  activities,
  assignments,
  classes,
  grades,
  kitMediaFiles,
  kitSubjects,
  kits,
  organisations,
  subjects,
  teacherClasses,
  users,
} from '../../db/schema/index.js';
import { assignmentTaughtBy } from '../../lib/subject-teaching.js';
import type { Viewer } from './assignments.policy.js';
import {
  classCompletedCount,
  classStudentCount,
  coveredActivityCount,
  studentCompleted,
  submittedActivityCount,
} from './completion.sql.js';
import { scoreFields } from './score.sql.js';

const classGrades = alias(grades, 'class_grades');

/** The assignments a viewer reaches, always within their organisation's schools. */
function visibleTo(viewer: Viewer): SQL {
  switch (viewer.kind) {
    case 'teacher':
      // `canManageAssignment` as SQL: in a subject they teach the class (decision 0039).
      return and(
        eq(assignments.organisationId, viewer.organisationId),
        assignmentTaughtBy(viewer.userId),
      ) as SQL;
    case 'student':
      return viewer.classId === null
        ? sql`false`
        : (and(
            eq(assignments.organisationId, viewer.organisationId),
            eq(assignments.classId, viewer.classId),
            ne(assignments.state, 'cancelled'),
          ) as SQL);
    case 'administrator':
      return viewer.schoolIds.length === 0
        ? sql`false`
        : inArray(assignments.organisationId, [...viewer.schoolIds]);
  }
}

export interface AssignmentFilter {
  /** Whose reach the rows must be in; left out only for ids the service has already checked. */
  viewer?: Viewer;
  ids?: number[];
  classId?: number;
  /** One state, or any; by default open and completed work, never cancelled. */
  state?: AssignmentState | 'any';
  dueDate?: string;
  /** Due on or after `from` and before `before`. */
  dueRange?: { from: string; before: string };
  /** A student's tab: 1 open work they have not completed, 2 work completed by them or closed. */
  studentTab?: { studentId: number; tab: 1 | 2 };
  /** Only this work: a whole kit (no activity), or one activity of it. */
  works?: { kitId: number; activityId: number | null }[];
}

const sameWork = (work: { kitId: number; activityId: number | null }) =>
  and(
    eq(assignments.kitId, work.kitId),
    work.activityId === null
      ? isNull(assignments.activityId)
      : eq(assignments.activityId, work.activityId),
  );

export function assignmentsWhere(filter: AssignmentFilter): SQL {
  const conditions: (SQL | undefined)[] = [];
  if (filter.state === undefined) conditions.push(ne(assignments.state, 'cancelled'));
  else if (filter.state !== 'any') conditions.push(eq(assignments.state, filter.state));
  if (filter.viewer) conditions.push(visibleTo(filter.viewer));
  if (filter.ids)
    conditions.push(filter.ids.length ? inArray(assignments.id, filter.ids) : sql`false`);
  if (filter.classId !== undefined) conditions.push(eq(assignments.classId, filter.classId));
  if (filter.dueDate !== undefined) conditions.push(eq(assignments.dueDate, filter.dueDate));
  if (filter.dueRange) {
    conditions.push(
      gte(assignments.dueDate, filter.dueRange.from),
      lt(assignments.dueDate, filter.dueRange.before),
    );
  }
  if (filter.works) {
    conditions.push(filter.works.length ? or(...filter.works.map(sameWork)) : sql`false`);
  }
  if (filter.studentTab) {
    const done = studentCompleted(filter.studentTab.studentId);
    conditions.push(
      filter.studentTab.tab === 1
        ? and(eq(assignments.state, 'active'), not(done))
        : or(eq(assignments.state, 'completed'), done),
    );
  }
  return and(...conditions) as SQL;
}

const ORDERS = {
  /** Soonest due first. */
  due: [asc(assignments.dueDate), asc(assignments.id)],
  /** Class order, then kit. */
  class: [asc(classes.name), asc(kits.title), asc(assignments.id)],
};

const rowFields = {
  id: assignments.id,
  organisationId: assignments.organisationId,
  teacherId: assignments.teacherId,
  kitId: kits.id,
  kitToken: kits.token,
  kitTitle: kits.title,
  coverFile: kits.coverFile,
  coverAlt: kits.coverAlt,
  coverSha: kitMediaFiles.sha256,
  grade: grades.number,
  activityId: activities.id,
  activityToken: activities.token,
  activityTitle: activities.title,
  activityType: activities.activityType,
  classId: classes.id,
  className: classes.name,
  classGradeName: classGrades.name,
  subjectName: subjects.name,
  teacherToken: users.token,
  teacherFirstName: users.firstName,
  teacherLastName: users.lastName,
  dueDate: assignments.dueDate,
  instructions: assignments.instructions,
  state: assignments.state,
  allowRetries: assignments.allowRetries,
  createdAt: assignments.createdAt,
  completedAt: assignments.completedAt,
  timeZone: organisations.timeZone,
};

/** How far the assignment's class is with it: the completion rule for each of its students. */
const classProgressFields = {
  studentsCompleted: classCompletedCount,
  studentsTotal: classStudentCount,
};

export interface RowQuery {
  filter: AssignmentFilter;
  order?: keyof typeof ORDERS;
  page?: { limit: number; offset: number };
}

/** Everything the presenter needs of assignments, in one query with joins. */
export function createAssignmentRowsRepository(db: Database) {
  function selectRows<F extends SelectedFields>(extra: F, query: RowQuery) {
    const base = db
      .select({ ...rowFields, ...extra })
      .from(assignments)
      .innerJoin(kits, eq(kits.id, assignments.kitId))
      .innerJoin(grades, eq(grades.id, kits.gradeId))
      .innerJoin(classes, eq(classes.id, assignments.classId))
      .innerJoin(classGrades, eq(classGrades.id, classes.gradeId))
      .innerJoin(users, eq(users.id, assignments.teacherId))
      .innerJoin(organisations, eq(organisations.id, assignments.organisationId))
      .leftJoin(activities, eq(activities.id, assignments.activityId))
      .leftJoin(teacherClasses, eq(teacherClasses.id, assignments.teacherAssignId))
      .leftJoin(subjects, eq(subjects.id, teacherClasses.subjectId))
      .leftJoin(
        kitMediaFiles,
        and(eq(kitMediaFiles.kitId, kits.id), eq(kitMediaFiles.path, kits.coverFile)),
      )
      .where(assignmentsWhere(query.filter))
      .orderBy(...ORDERS[query.order ?? 'due']);
    return query.page ? base.limit(query.page.limit).offset(query.page.offset) : base;
  }

  return {
    rows: (query: RowQuery) => selectRows(classProgressFields, query),

    /** The same rows without their class's progress, for a caller that works it out itself. */
    rowsWithoutProgress: (query: RowQuery) => selectRows({}, query),

    /** The rows with one student's own progress and score instead of the class's. */
    rowsForStudent: (studentId: number, query: RowQuery) =>
      selectRows(
        {
          coveredActivities: coveredActivityCount,
          submittedActivities: submittedActivityCount(studentId),
          ...scoreFields(studentId),
        },
        query,
      ),

    async count(filter: AssignmentFilter): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(assignments)
        .where(assignmentsWhere(filter));
      return row?.n ?? 0;
    },

    async subjectsOfKits(kitIds: number[]) {
      if (kitIds.length === 0) return [];
      return db
        .select({ kitId: kitSubjects.kitId, id: subjects.id, name: subjects.name })
        .from(kitSubjects)
        .innerJoin(subjects, eq(subjects.id, kitSubjects.subjectId))
        .where(inArray(kitSubjects.kitId, [...new Set(kitIds)]))
        .orderBy(asc(subjects.name));
    },
  };
}

export type AssignmentRowsRepository = ReturnType<typeof createAssignmentRowsRepository>;
export type AssignmentRow = Awaited<ReturnType<AssignmentRowsRepository['rows']>>[number];
/** What every row has, whoever reads it. */
export type BaseAssignmentRow = Awaited<
  ReturnType<AssignmentRowsRepository['rowsWithoutProgress']>
>[number];
export type StudentAssignmentRow = Awaited<
  ReturnType<AssignmentRowsRepository['rowsForStudent']>
>[number];
export type KitSubjectRow = Awaited<ReturnType<AssignmentRowsRepository['subjectsOfKits']>>[number];
