import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { epochMs } from '../../db/epoch-ms.js';
import {
  activities,
  answerHeaders,
  assignments,
  kits,
  studentClasses,
} from '../../db/schema/index.js';
import {
  activeStudents,
  byStudentName,
  type ClassStudentRow,
  classStudentJson,
} from '../classes/index.js';
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
export function classStudentsAsJson(db: Database, work: AssignmentFilter, withLatestWork: boolean) {
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
  const latestWork = sql`case when ${latest.answerHeaderId} is null then null else json_build_object(
    'answerHeaderId', ${latest.answerHeaderId}, 'activityId', ${latest.activityId},
    'title', ${latest.title}, 'kitToken', ${latest.kitToken},
    'submittedAt', ${epochMs(latest.submittedAt)}) end`;
  return activeStudents(db, {
    row: sql<ClassStudentJson>`json_build_object('student', ${classStudentJson}, 'submitted', ${submitted}, 'latestWork', ${latestWork})`,
  })
    .leftJoinLateral(latest, sql`true`)
    .where(eq(studentClasses.classId, filteredClassId))
    .orderBy(...byStudentName);
}

/** A student row as the statement writes it: the latest work's submission in ms since 1970. */
export interface ClassStudentJson {
  student: ClassStudentRow;
  submitted: number[];
  latestWork: (Omit<LatestWork, 'submittedAt'> & { submittedAt: number | null }) | null;
}

/** A student's latest submitted attempt at the class's work. */
interface LatestWork {
  answerHeaderId: number;
  activityId: number;
  title: string;
  kitToken: string;
  submittedAt: Date | null;
}

/** A student of the class, what of its work they handed in, and their latest work if read. */
export interface ClassStudent extends ClassStudentRow {
  submitted: number[];
  latestWork: LatestWork | null;
}

/** The students as the statement wrote them (`classStudentsAsJson`), read into objects. */
export const classStudentsOf = (rows: readonly ClassStudentJson[]): ClassStudent[] =>
  rows.map(({ student, submitted, latestWork }) => ({
    ...student,
    submitted,
    latestWork: latestWork && {
      ...latestWork,
      submittedAt: latestWork.submittedAt === null ? null : new Date(latestWork.submittedAt),
    },
  }));

/**
 * A class's students with what of its work (the viewer reaches) they handed in, without their
 * latest work (as administrators see it, decision 0011), in one statement whatever the class's
 * size, prepared once per form of the work's filter. A teacher's come with the class summary's
 * scene (`class-summary.repository.ts`).
 */
export function createClassStudentsRepository(db: Database) {
  const statement = statementsByForm<{ row: ClassStudentJson }[]>(
    'class_students_work',
    (work, name) => classStudentsAsJson(db, work, false).prepare(name),
  );
  return {
    /** The class's active students by name, each with the activities of the work they handed in. */
    async students(work: ClassWork): Promise<ClassStudent[]> {
      return classStudentsOf((await statement(work)).map(({ row }) => row));
    },
  };
}
