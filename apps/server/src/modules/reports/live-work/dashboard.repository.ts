import type { AssignmentState } from '@kitlab/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { jsonListOf } from '../../../db/json-lists.js';
import {
  activities,
  assignments,
  classes,
  kits,
  organisations,
  studentClasses,
  teacherClasses,
} from '../../../db/schema/index.js';
import { coveredByAssignment } from '../../assignments/index.js';
import {
  activeMemberIds,
  activeStudents,
  assignmentTaughtBy,
  byStudentName,
  type ClassStudentRow,
  classStudentJson,
} from '../../classes/index.js';
import { kitVersionSql } from '../../kits/index.js';
import { type ShownAttemptRow, shownAttempts } from './shown-attempts.sql.js';

/** How many days past its due date work stays on the teacher's open work. */
export const RECENTLY_DUE_DAYS = 7;

/** A live assignment of a class, with the version of its kit to read its activities at. */
export interface OpenWork {
  assignmentId: number;
  kitId: number;
  kitVersion: string;
  /** Null when the whole kit is assigned. */
  activityId: number | null;
  dueDate: string;
  state: AssignmentState;
}

/** One class the teacher teaches, with its open work and its students' attempts at it. */
export interface DashboardClass {
  id: number;
  name: string;
  students: ClassStudentRow[];
  work: OpenWork[];
  attempts: ShownAttemptRow[];
}

const teacherId = sql.placeholder('teacherId');

/**
 * The class's open work: active assignments in the subjects the teacher teaches the class
 * (decision 0039), due from a week before the school's date of `now` onwards.
 */
const openWork = and(
  eq(assignments.classId, classes.id),
  eq(assignments.state, 'active'),
  assignmentTaughtBy(teacherId),
  sql`${assignments.dueDate} >= (${sql.placeholder('now')}::timestamptz at time zone ${organisations.timeZone})::date - ${sql.raw(String(RECENTLY_DUE_DAYS))}`,
) as SQL;

/**
 * What the teacher's open work reads, in one statement prepared once: each class they teach in
 * their school (or the one class asked about) with its active students, its open work with each
 * kit's version, and each student's shown attempt at each activity the work covers.
 */
export function createDashboardRepository(db: Database) {
  const students = activeStudents(db, {
    row: classStudentJson,
  })
    .where(eq(studentClasses.classId, classes.id))
    .orderBy(...byStudentName);
  const work = sql`select json_build_object('assignmentId', ${assignments.id}, 'kitId', ${assignments.kitId}, 'kitVersion', ${kitVersionSql}, 'activityId', ${assignments.activityId}, 'dueDate', ${assignments.dueDate}, 'state', ${assignments.state})
    from ${assignments} inner join ${kits} on ${kits.id} = ${assignments.kitId} where ${openWork}`;
  const coveredIds = sql`select ${activities.id} from ${assignments} inner join ${activities} on ${coveredByAssignment} where ${openWork}`;
  const attempts = shownAttempts(
    { studentIds: activeMemberIds(classes.id), activityIds: coveredIds },
    false,
  );
  const taught = sql`select ${teacherClasses.classId} from ${teacherClasses} where ${teacherClasses.teacherId} = ${teacherId}`;
  const statement = db
    .select({
      id: classes.id,
      name: classes.name,
      students: jsonListOf<ClassStudentRow>(students),
      work: jsonListOf<OpenWork>(work),
      attempts: jsonListOf<ShownAttemptRow>(attempts),
    })
    .from(classes)
    .innerJoin(organisations, eq(organisations.id, classes.organisationId))
    .where(
      and(
        sql`${classes.id} in (${taught})`,
        eq(classes.organisationId, sql.placeholder('organisationId')),
        sql`(${sql.placeholder('classId')}::int = 0 or ${classes.id} = ${sql.placeholder('classId')})`,
      ),
    )
    .orderBy(asc(classes.name), asc(classes.id))
    .prepare('live_work_dashboard');

  return {
    /** The classes the teacher teaches in their school (one, or none, when `classId` is given). */
    classesOf(ask: {
      teacherId: number;
      organisationId: number;
      classId: number | null;
      now: Date;
    }): Promise<DashboardClass[]> {
      return statement.execute({
        ...ask,
        classId: ask.classId ?? 0,
        now: ask.now.toISOString(),
      });
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
