import type { AssignmentState } from '@kitlab/domain';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedSql } from '../../db/prepared.js';
import { assignments } from '../../db/schema/index.js';
import { assignmentTaughtBy, studentClassIdSql } from '../classes/index.js';
import type { Viewer } from './assignments.policy.js';
import { standingAssignment } from './standing-assignment.sql.js';

/**
 * What the reach of a viewer needs in SQL: a teacher's teachings are asked within the query
 * itself (`assignmentTaughtBy`), and so is a student's class when it is not given, so neither
 * need be read first.
 */
export type Reach =
  | Exclude<Viewer, { kind: 'teacher' | 'student' }>
  | { kind: 'teacher'; userId: number; organisationId: number }
  | { kind: 'student'; userId: number; organisationId: number; classId?: number | null };

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
}

/*
 * A filter is turned into SQL with placeholders for its values, so that filters of one form (the
 * same parts, whatever their values) share one statement text, built and prepared once per
 * database; its values are passed when the statement runs.
 */

const placeholder = (name: keyof FilterValues) => sql.placeholder(name);

/** The class a filter names, as its statement's placeholder: for parts of a statement beside the filter. */
export const filteredClassId = placeholder('classId');

/** The values a filter's statement runs with, by placeholder. */
interface FilterValues {
  viewerUserId?: number;
  viewerOrganisationId?: number;
  viewerClassId?: number;
  viewerSchoolIds?: number[];
  ids?: number[];
  classId?: number;
  state?: AssignmentState;
  dueDate?: string;
  dueFrom?: string;
  dueBefore?: string;
}

/** Which parts the filter has, and for the viewer and state which kind: one statement each. */
function viewerForm(viewer: Reach | undefined): string {
  if (viewer === undefined) return 'anyone';
  if (viewer.kind !== 'student') return viewer.kind;
  if (viewer.classId === null) return 'student_unplaced';
  return viewer.classId === undefined ? 'student_class_asked' : 'student';
}

function formOf(filter: AssignmentFilter): string {
  const parts = [
    viewerForm(filter.viewer),
    filter.state === undefined ? 'live' : filter.state === 'any' ? 'any' : 'state',
  ];
  if (filter.ids) parts.push('ids');
  if (filter.classId !== undefined) parts.push('class');
  if (filter.dueDate !== undefined) parts.push('due');
  if (filter.dueRange) parts.push('range');
  return parts.join('_');
}

function valuesOf(filter: AssignmentFilter): FilterValues {
  const values: FilterValues = {};
  const viewer = filter.viewer;
  if (viewer?.kind === 'teacher') {
    values.viewerUserId = viewer.userId;
    values.viewerOrganisationId = viewer.organisationId;
  } else if (viewer?.kind === 'student' && viewer.classId === undefined) {
    values.viewerUserId = viewer.userId;
    values.viewerOrganisationId = viewer.organisationId;
  } else if (viewer?.kind === 'student' && viewer.classId !== null) {
    values.viewerOrganisationId = viewer.organisationId;
    values.viewerClassId = viewer.classId;
  } else if (viewer?.kind === 'administrator') {
    values.viewerSchoolIds = [...viewer.schoolIds];
  }
  if (filter.state !== undefined && filter.state !== 'any') values.state = filter.state;
  if (filter.ids) values.ids = filter.ids;
  if (filter.classId !== undefined) values.classId = filter.classId;
  if (filter.dueDate !== undefined) values.dueDate = filter.dueDate;
  if (filter.dueRange) {
    values.dueFrom = filter.dueRange.from;
    values.dueBefore = filter.dueRange.before;
  }
  return values;
}

/** The assignments a viewer reaches, always within their organisation's schools. */
function visibleTo(viewer: Reach): SQL {
  switch (viewer.kind) {
    case 'teacher':
      // `canManageAssignment` as SQL: in a subject they teach the class (decision 0039).
      return and(
        eq(assignments.organisationId, placeholder('viewerOrganisationId')),
        assignmentTaughtBy(placeholder('viewerUserId')),
      ) as SQL;
    case 'student':
      return viewer.classId === null
        ? sql`false`
        : (and(
            eq(assignments.organisationId, placeholder('viewerOrganisationId')),
            viewer.classId === undefined
              ? sql`${assignments.classId} = (${studentClassIdSql(placeholder('viewerUserId'))})`
              : eq(assignments.classId, placeholder('viewerClassId')),
            standingAssignment,
          ) as SQL);
    case 'administrator':
      // No school (an empty list) reaches nothing.
      return sql`${assignments.organisationId} = any(${placeholder('viewerSchoolIds')}::int[])`;
  }
}

/** The filter as a condition on `assignments`, its values left as placeholders (`valuesOf`). */
export function assignmentsWhere(filter: AssignmentFilter): SQL {
  const conditions: (SQL | undefined)[] = [];
  if (filter.state === undefined) conditions.push(standingAssignment);
  else if (filter.state !== 'any') conditions.push(eq(assignments.state, placeholder('state')));
  if (filter.viewer) conditions.push(visibleTo(filter.viewer));
  if (filter.ids) conditions.push(sql`${assignments.id} = any(${placeholder('ids')}::int[])`);
  if (filter.classId !== undefined) {
    conditions.push(eq(assignments.classId, placeholder('classId')));
  }
  if (filter.dueDate !== undefined) {
    conditions.push(eq(assignments.dueDate, placeholder('dueDate')));
  }
  if (filter.dueRange) {
    conditions.push(
      gte(assignments.dueDate, placeholder('dueFrom')),
      lt(assignments.dueDate, placeholder('dueBefore')),
    );
  }
  return and(...conditions) as SQL;
}

interface Prepared<R> {
  execute(values: Record<string, unknown>): Promise<R>;
}

/**
 * Statements prepared once per form of filter, named `<prefix>_<form>`; `prepare` builds the
 * statement of a form from a filter of that form. Each runs with the filter's values and `extra`.
 */
export function statementsByForm<R, E extends Record<string, unknown> = Record<never, never>>(
  prefix: string,
  prepare: (filter: AssignmentFilter, name: string) => Prepared<R>,
) {
  const prepared = new Map<string, Prepared<R>>();
  return (filter: AssignmentFilter, extra?: E): Promise<R> => {
    const form = formOf(filter);
    let statement = prepared.get(form);
    if (!statement) {
      statement = prepare(filter, `${prefix}_${form}`);
      prepared.set(form, statement);
    }
    return statement.execute({ ...valuesOf(filter), ...extra });
  };
}

/**
 * `statementsByForm` for a raw SQL statement (`query` builds a form's text from a filter of that
 * form), prepared with `preparedSql`: its rows as the driver answers them.
 */
export function sqlStatementsByForm<Row, E extends Record<string, unknown> = Record<never, never>>(
  db: Database,
  prefix: string,
  query: (filter: AssignmentFilter) => SQL,
) {
  return statementsByForm<Row[], E>(prefix, (filter, name) => {
    const run = preparedSql<Row>(name, () => query(filter));
    return { execute: (values) => run(db, values) };
  });
}
