import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { jsonFieldsOf } from '../../db/json-rows.js';
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
import { kitVersionSql } from '../kits/index.js';
import { type AssignmentFilter, assignmentsWhere, statementsByForm } from './assignment-filter.js';

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

const kitOfRow = eq(kits.id, assignments.kitId);
const classOfRow = eq(classes.id, assignments.classId);

const selectRows = (db: Database, filter: AssignmentFilter, order: keyof typeof ORDERS) =>
  db
    .select(rowFields)
    .from(assignments)
    .innerJoin(kits, kitOfRow)
    .innerJoin(classes, classOfRow)
    .where(assignmentsWhere(filter))
    .orderBy(...ORDERS[order]);

/** One row as the presenter reads it. */
export type AssignmentRow = Awaited<ReturnType<typeof selectRows>>[number];

const rowJson = jsonFieldsOf<AssignmentRow>(rowFields);

/**
 * The same rows as a query of one JSON object each (`row`), for a statement that reads them
 * beside other lists (`jsonListOf`); `assignmentRowOf` decodes one.
 */
export const assignmentRowsAsJson = (db: Database, where: SQL, order: keyof typeof ORDERS) =>
  db
    .select({ row: rowJson.object })
    .from(assignments)
    .innerJoin(kits, kitOfRow)
    .innerJoin(classes, classOfRow)
    .where(where)
    .orderBy(...ORDERS[order]);

export const assignmentRowOf = rowJson.rowOf;

/**
 * The rows the presenter shows, in one query with joins; what is fixed per kit and how far
 * students are come from elsewhere, so the query stays small to plan and run. Each form of query
 * (filter, order, paged or not) is prepared once per database.
 */
export function createAssignmentRowsRepository(db: Database) {
  const byOrder = (order: keyof typeof ORDERS) => ({
    all: statementsByForm(`assignment_rows_${order}`, (filter, name) =>
      selectRows(db, filter, order).prepare(name),
    ),
    paged: statementsByForm<AssignmentRow[], { limit: number; offset: number }>(
      `assignment_rows_${order}_paged`,
      (filter, name) =>
        selectRows(db, filter, order)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(name),
    ),
  });
  const statements = { due: byOrder('due'), class: byOrder('class') };
  const counted = statementsByForm('assignment_count', (filter, name) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(assignments)
      .where(assignmentsWhere(filter))
      .prepare(name),
  );

  return {
    rows(query: RowQuery): Promise<AssignmentRow[]> {
      const { all, paged } = statements[query.order ?? 'due'];
      return query.page ? paged(query.filter, query.page) : all(query.filter);
    },

    async count(filter: AssignmentFilter): Promise<number> {
      const [row] = await counted(filter);
      return row?.n ?? 0;
    },
  };
}

export type AssignmentRowsRepository = ReturnType<typeof createAssignmentRowsRepository>;
