import type { AssignmentState } from '@kitlab/domain';
import { and, asc, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  assignments,
  classes,
  grades,
  kits,
  organisations,
  subjects,
  teacherClasses,
  users,
} from '../../db/schema/index.js';
import { assignmentTaughtBy } from '../classes/index.js';
import { kitVersionSql } from '../kits/index.js';
import type { Viewer } from './assignments.policy.js';

/**
 * What the reach of a viewer needs in SQL: a teacher's teachings are asked within the query
 * itself (`assignmentTaughtBy`), so they need not be read first.
 */
export type Reach =
  | Exclude<Viewer, { kind: 'teacher' }>
  | { kind: 'teacher'; userId: number; organisationId: number };

/** The assignments a viewer reaches, always within their organisation's schools. */
function visibleTo(viewer: Reach): SQL {
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
  viewer?: Reach;
  ids?: number[];
  classId?: number;
  /** One state, or any; by default open and completed work, never cancelled. */
  state?: AssignmentState | 'any';
  dueDate?: string;
  /** Due on or after `from` and before `before`. */
  dueRange?: { from: string; before: string };
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
  return and(...conditions) as SQL;
}

const ORDERS = {
  /** Soonest due first. */
  due: [asc(assignments.dueDate), asc(assignments.id)],
  /** Class order, then kit. */
  class: [asc(classes.name), asc(kits.title), asc(assignments.id)],
};

/** One value looked up by key, as its own small subquery rather than one more join to plan. */
const lookup = <T>(column: AnyPgColumn, from: SQL, where: SQL) =>
  sql<T>`(select ${column} from ${from} where ${where})`;

const teacherName = (column: AnyPgColumn) =>
  lookup<string>(column, sql`${users}`, sql`${users.id} = ${assignments.teacherId}`);

/**
 * An assignment's own facts and the names it is shown with; its kit's come from the kit cache.
 * Names are looked up one by one: planning a join of every table took longer than running it.
 */
const rowFields = {
  id: assignments.id,
  organisationId: assignments.organisationId,
  teacherId: assignments.teacherId,
  kitId: assignments.kitId,
  kitVersion: kitVersionSql,
  activityId: assignments.activityId,
  classId: classes.id,
  className: classes.name,
  classGradeName: lookup<string>(
    grades.name,
    sql`${grades}`,
    sql`${grades.id} = ${classes.gradeId}`,
  ),
  subjectName: lookup<string | null>(
    subjects.name,
    sql`${teacherClasses} inner join ${subjects} on ${subjects.id} = ${teacherClasses.subjectId}`,
    sql`${teacherClasses.id} = ${assignments.teacherAssignId}`,
  ),
  teacherToken: teacherName(users.token),
  teacherFirstName: teacherName(users.firstName),
  teacherLastName: teacherName(users.lastName),
  dueDate: assignments.dueDate,
  instructions: assignments.instructions,
  state: assignments.state,
  allowRetries: assignments.allowRetries,
  createdAt: assignments.createdAt,
  completedAt: assignments.completedAt,
  timeZone: lookup<string>(
    organisations.timeZone,
    sql`${organisations}`,
    sql`${organisations.id} = ${assignments.organisationId}`,
  ),
};

export interface RowQuery {
  filter: AssignmentFilter;
  order?: keyof typeof ORDERS;
  page?: { limit: number; offset: number };
}

/**
 * The rows the presenter shows, in one query with joins; what is fixed per kit and how far
 * students are come from elsewhere, so the query stays small to plan and run.
 */
export function createAssignmentRowsRepository(db: Database) {
  return {
    rows(query: RowQuery) {
      const base = db
        .select(rowFields)
        .from(assignments)
        .innerJoin(kits, eq(kits.id, assignments.kitId))
        .innerJoin(classes, eq(classes.id, assignments.classId))
        .where(assignmentsWhere(query.filter))
        .orderBy(...ORDERS[query.order ?? 'due']);
      return query.page ? base.limit(query.page.limit).offset(query.page.offset) : base;
    },

    async count(filter: AssignmentFilter): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(assignments)
        .where(assignmentsWhere(filter));
      return row?.n ?? 0;
    },
  };
}

export type AssignmentRowsRepository = ReturnType<typeof createAssignmentRowsRepository>;
export type AssignmentRow = Awaited<ReturnType<AssignmentRowsRepository['rows']>>[number];
