import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  activities,
  answerHeaders,
  assignments,
  kits,
  studentClasses,
} from '../../db/schema/index.js';
import { activeStudents, byStudentName, classStudentFields } from '../classes/index.js';
import {
  type AssignmentFilter,
  assignmentsWhere,
  filteredClassId,
  statementsByForm,
} from './assignment-filter.js';
import type { Viewer } from './assignments.policy.js';
import { coveredByAssignment } from './completion.sql.js';

/** The work of one class that a viewer reaches, open and completed (never cancelled). */
export interface ClassWork {
  viewer: Viewer;
  classId: number;
}

/** The student's submitted attempts at activities some of the work covers, as a condition. */
const submittedAtWork = (work: AssignmentFilter) =>
  and(
    eq(answerHeaders.studentId, studentClasses.studentId),
    eq(answerHeaders.status, 'S'),
    sql`exists (select 1 from ${assignments} where ${assignmentsWhere(work)} and ${coveredByAssignment})`,
  );

/**
 * The class's active students by name, each with the activities of the work they handed in and,
 * when `withLatestWork`, their latest submitted attempt at that work (null before any).
 */
function classStudentsQuery(db: Database, work: AssignmentFilter, withLatestWork: boolean) {
  const submitted = sql<
    number[]
  >`(select coalesce(array_agg(distinct ${answerHeaders.activityId}), '{}') from ${answerHeaders} inner join ${activities} on ${activities.id} = ${answerHeaders.activityId} where ${submittedAtWork(work)})`;
  const latest = db
    .select({
      // Both ids aliased: a subquery's columns are named, and both are `id`.
      answerHeaderId: sql<number>`${answerHeaders.id}`.as('answer_header_id'),
      activityId: sql<number>`${activities.id}`.as('activity_id'),
      title: activities.title,
      kitToken: kits.token,
      submittedAt: answerHeaders.submittedAt,
    })
    .from(answerHeaders)
    .innerJoin(activities, eq(activities.id, answerHeaders.activityId))
    .innerJoin(kits, eq(kits.id, activities.kitId))
    .where(and(submittedAtWork(work), withLatestWork ? undefined : sql`false`))
    .orderBy(desc(answerHeaders.submittedAt), desc(answerHeaders.id))
    .limit(1)
    .as('latest_work');
  return activeStudents(db, {
    ...classStudentFields,
    submitted,
    latestWork: {
      answerHeaderId: latest.answerHeaderId,
      activityId: latest.activityId,
      title: latest.title,
      kitToken: latest.kitToken,
      submittedAt: latest.submittedAt,
    },
  })
    .leftJoinLateral(latest, sql`true`)
    .where(eq(studentClasses.classId, filteredClassId))
    .orderBy(...byStudentName);
}

type ClassStudentRow = Awaited<ReturnType<typeof classStudentsQuery>>[number];

/** A student of the class, what of its work they handed in, and their latest work if read. */
export interface ClassStudent extends Omit<ClassStudentRow, 'latestWork'> {
  latestWork: NonNullable<ClassStudentRow['latestWork']> | null;
}

/**
 * A class's students with what of its work (the viewer reaches) they handed in, in one statement
 * whatever the class's size, prepared once per form of the work's filter.
 */
export function createClassStudentsRepository(db: Database) {
  const statements = (withLatestWork: boolean) =>
    statementsByForm<ClassStudentRow[]>(
      withLatestWork ? 'class_students_latest_work' : 'class_students_work',
      (work, name) => classStudentsQuery(db, work, withLatestWork).prepare(name),
    );
  const withLatest = statements(true);
  const without = statements(false);
  return {
    /**
     * The class's active students by name, each with the activities they have a submitted
     * attempt at among those the work covers, and their latest such attempt when asked for.
     */
    async students(work: ClassWork, options: { withLatestWork: boolean }): Promise<ClassStudent[]> {
      const rows = await (options.withLatestWork ? withLatest : without)(work);
      return rows.map((row) => ({
        ...row,
        latestWork: row.latestWork?.answerHeaderId == null ? null : row.latestWork,
      }));
    },
  };
}
