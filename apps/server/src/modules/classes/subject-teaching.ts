import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assignments, teacherClasses } from '../../db/schema/index.js';

/*
 * Students map to teachers by subject (spec section 6; decision 0039): a teacher reaches a
 * student's work in a class only if they teach that class the work's subject. Work is in the
 * subject it was assigned in (the assignment's teaching, `teacher_assign_id`); once that teaching
 * ended it is in none, and every teacher of the class reaches it, so that no work is left without
 * a teacher. Discussions, review and marking, the gradebook, rewards counts and the companion's
 * class view all ask here. Administrators are not teachers: they reach their schools' classes.
 */

/** One teaching of a teacher: a class and a subject. */
export interface ClassSubject {
  classId: number;
  subjectId: number;
}

/** Where a piece of work sits: its class and subject (null once that teaching ended). */
export interface WorkPlace {
  classId: number;
  subjectId: number | null;
}

/**
 * Whether a teacher with these teachings teaches the class, in any subject: the class itself is
 * theirs (its lists, its students), its work only in the subjects they teach it (`teachesWork`).
 */
export function teachesClass(teaching: readonly ClassSubject[], classId: number): boolean {
  return teaching.some((t) => t.classId === classId);
}

/** Whether a teacher with these teachings reaches work in this class and subject. */
export function teachesWork(teaching: readonly ClassSubject[], work: WorkPlace): boolean {
  return teaching.some(
    (t) =>
      t.classId === work.classId && (work.subjectId === null || t.subjectId === work.subjectId),
  );
}

/** Work whose subject (a column or expression, null: none) is this one, or none. */
export const inSubject = (workSubject: SQLWrapper, subjectId: SQLWrapper | number): SQL =>
  sql`(${workSubject} is null or ${workSubject} = ${subjectId})`;

// Aliased, so that a query joining `teacher_classes` itself can still name its own columns; an
// alias renders as its name only, hence `from ${teacherClasses} ${alias}`.
const ownTeaching = alias(teacherClasses, 'own_teaching');
const assignedTeaching = alias(teacherClasses, 'assigned_teaching');

/** `teachesWork` as a condition on the rows of a query: its class and subject are columns. */
export const teachesWorkAt = (
  teacherId: SQLWrapper | number,
  work: Record<keyof WorkPlace, SQLWrapper>,
): SQL =>
  sql`exists (select 1 from ${teacherClasses} ${ownTeaching} where ${ownTeaching.teacherId} = ${teacherId} and ${ownTeaching.classId} = ${work.classId} and ${inSubject(work.subjectId, ownTeaching.subjectId)})`;

/** The subject an `assignments` row was given in; null once that teaching ended. */
export const subjectOfAssignment: SQL<number | null> =
  sql`(select ${assignedTeaching.subjectId} from ${teacherClasses} ${assignedTeaching} where ${assignedTeaching.id} = ${assignments.teacherAssignId})`;

/** `assignments` rows the teacher reaches: of a class they teach, in a subject they teach it. */
export const assignmentTaughtBy = (teacherId: SQLWrapper | number): SQL =>
  teachesWorkAt(teacherId, { classId: assignments.classId, subjectId: subjectOfAssignment });
