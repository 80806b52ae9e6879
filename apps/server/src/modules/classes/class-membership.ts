import { and, asc, eq, inArray, type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  classes,
  grades,
  organisations,
  studentClasses,
  subjects,
  teacherClasses,
  users,
} from '../../db/schema/index.js';

/** One user's id, or several users' ids, given or as a prepared statement's placeholder. */
type UserIds = number | number[] | Placeholder;

/** One user's id, or several users' ids, as a condition on a column. */
const oneOrMany = (column: AnyPgColumn, ids: UserIds) =>
  Array.isArray(ids) ? inArray(column, ids) : eq(column, ids);

/** What a class is shown with; the query joins `classes` and its `grades`. */
const classFields = {
  classId: classes.id,
  className: classes.name,
  classToken: classes.token,
  gradeId: classes.gradeId,
  grade: grades.number,
};

/**
 * Teachings (class x subject, the spec's `teacher_assign_id`) with their class and subject, as a
 * subquery: the join every look-up of a teaching starts from. Callers select from it, join what
 * else they need (the class's grade or school, the teacher) and name the teachings in `where`.
 */
export const teaching = new QueryBuilder()
  .select({
    teacherAssignId: teacherClasses.id,
    teacherId: teacherClasses.teacherId,
    organisationId: classes.organisationId,
    classId: teacherClasses.classId,
    className: sql<string>`${classes.name}`.as('class_name'),
    classToken: classes.token,
    gradeId: classes.gradeId,
    subjectId: teacherClasses.subjectId,
    subjectName: sql<string>`${subjects.name}`.as('subject_name'),
  })
  .from(teacherClasses)
  .innerJoin(classes, eq(classes.id, teacherClasses.classId))
  .innerJoin(subjects, eq(subjects.id, teacherClasses.subjectId))
  .as('teaching');

/** What one teaching is shown with, selected from `teaching`. */
export const teachingFields = {
  id: teaching.teacherAssignId,
  teacherId: teaching.teacherId,
  organisationId: teaching.organisationId,
  classId: teaching.classId,
  className: teaching.className,
  subjectId: teaching.subjectId,
  subjectName: teaching.subjectName,
};

/**
 * The teachings of one teacher or of several, in class then subject order: what every feature
 * starts from to decide which classes a teacher reaches.
 */
export function teachingOf(db: Database, teacherIds: UserIds) {
  return db
    .select({
      teacherId: teaching.teacherId,
      teacherAssignId: teaching.teacherAssignId,
      classId: teaching.classId,
      className: teaching.className,
      classToken: teaching.classToken,
      gradeId: teaching.gradeId,
      grade: grades.number,
      subjectId: teaching.subjectId,
      subjectName: teaching.subjectName,
    })
    .from(teaching)
    .innerJoin(grades, eq(grades.id, teaching.gradeId))
    .where(oneOrMany(teaching.teacherId, teacherIds))
    .orderBy(asc(teaching.className), asc(teaching.subjectName));
}

export type TeachingRow = Awaited<ReturnType<typeof teachingOf>>[number];

/** Ids of the classes a teacher teaches, as a subquery (`class_id`). */
export const taughtClassIds = (teacherId: number | SQLWrapper) =>
  sql`select ${teacherClasses.classId} from ${teacherClasses} where ${teacherClasses.teacherId} = ${teacherId}`;

/** The class each of the students sits in (a student is in one class at a time), with its school. */
export function studentClassesOf(db: Database, studentIds: UserIds) {
  return db
    .select({
      studentId: studentClasses.studentId,
      ...classFields,
      schoolName: organisations.name,
    })
    .from(studentClasses)
    .innerJoin(classes, eq(classes.id, studentClasses.classId))
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .innerJoin(organisations, eq(organisations.id, classes.organisationId))
    .where(oneOrMany(studentClasses.studentId, studentIds));
}

export type StudentClassRow = Awaited<ReturnType<typeof studentClassesOf>>[number];

/** The class a student sits in, or null before they are placed in one. */
export async function studentClassOf(db: Database, studentId: number) {
  const [row] = await studentClassesOf(db, studentId);
  return row ?? null;
}

/** The id of the class a student sits in, or null before they are placed in one. */
export async function studentClassIdOf(db: Database, studentId: number): Promise<number | null> {
  return (await studentClassOf(db, studentId))?.classId ?? null;
}

/** What a class list shows of a student. */
export const classStudentFields = {
  id: users.id,
  token: users.token,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** What a class list shows of a student, as statements that read students as one column give it. */
export type ClassStudentRow = {
  [K in keyof typeof classStudentFields]: (typeof classStudentFields)[K]['_']['data'];
};

/** `classStudentFields` as one JSON object, of a row with `users` joined. */
export const classStudentJson = sql<ClassStudentRow>`json_build_object(${sql.join(
  Object.entries(classStudentFields).map(
    ([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`,
  ),
  sql`, `,
)})`;

export const byStudentName = [asc(users.lastName), asc(users.firstName), asc(users.id)];

/**
 * Class memberships joined to their students, active ones only: the query for "the active
 * students of a class". Callers choose the fields, name the classes in `where` (on
 * `student_classes.class_id`), and may join further tables such as the class's assignments.
 */
export function activeStudents<F extends SelectedFields>(db: Database, fields: F) {
  return db
    .select(fields)
    .from(studentClasses)
    .innerJoin(users, and(eq(users.id, studentClasses.studentId), eq(users.isActive, true)));
}

/** Membership of one class or of several, as a condition for `activeStudents`. */
export const inClasses = (classIds: number | number[]) =>
  oneOrMany(studentClasses.classId, classIds);

/** A class's active students by name. */
export const classStudentsOf = (db: Database, classId: number) =>
  activeStudents(db, classStudentFields)
    .where(inClasses(classId))
    .orderBy(...byStudentName);

/** The same students as a subquery of ids (`student_id`); the class an id or a column. */
export const activeMemberIds = (classId: SQLWrapper | number) =>
  sql`select ${studentClasses.studentId} from ${studentClasses} inner join ${users} on ${users.id} = ${studentClasses.studentId} and ${users.isActive} where ${studentClasses.classId} = ${classId}`;

/** The class a student sits in (at most one), as a subquery of its id; the student an id or a column. */
export const studentClassIdSql = (studentId: SQLWrapper | number) =>
  sql`select ${studentClasses.classId} from ${studentClasses} where ${studentClasses.studentId} = ${studentId}`;

/** How many active students the class has; the class an id or a column. */
export const activeStudentCount = (classId: SQLWrapper | number) =>
  sql<number>`(select count(*) from (${activeMemberIds(classId)}) as members)::int`;

/** The teachers who teach the class any subject, as an array of ids; the class an id or a column. */
export const classTeacherIds = (classId: SQLWrapper | number) =>
  sql<
    number[]
  >`coalesce((select array_agg(${teacherClasses.teacherId}) from ${teacherClasses} where ${teacherClasses.classId} = ${classId}), '{}')`;

/**
 * Classes with their school's time zone and the teachers who teach them any subject, and any
 * further `fields`: callers name the classes in `where`.
 */
export function classesWithTeachers<F extends SelectedFields>(db: Database, fields: F) {
  return db
    .select({
      id: classes.id,
      name: classes.name,
      organisationId: classes.organisationId,
      timeZone: organisations.timeZone,
      teacherIds: classTeacherIds(classes.id),
      ...fields,
    })
    .from(classes)
    .innerJoin(organisations, eq(organisations.id, classes.organisationId));
}

/** A class with its school's time zone and the teachers who teach it any subject, or null. */
export async function classWithTeachers(db: Database, classId: number) {
  const [row] = await classesWithTeachers(db, {}).where(eq(classes.id, classId));
  return row ?? null;
}
