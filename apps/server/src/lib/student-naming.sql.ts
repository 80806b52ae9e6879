import { type SQL, sql } from 'drizzle-orm';
import { users } from '../db/schema/index.js';

/*
 * What names a student in free text (a notification to a teacher, a mail, a live event): their
 * full name, email address or token, read from their users row while it still exists. Erasing a
 * student's data removes rows whose text holds any of them (decision 0059).
 */

const studentColumn = (studentId: number, column: SQL) =>
  sql`(select ${column} from ${users} where ${users.id} = ${studentId})`;

export const studentFullNameSql = (studentId: number) =>
  studentColumn(studentId, sql`${users.firstName} || ' ' || ${users.lastName}`);

export const studentEmailSql = (studentId: number) => studentColumn(studentId, sql`${users.email}`);

/** Whether `text` holds the student's full name, email address or token (exact, in any case). */
export function namesStudent(text: SQL, studentId: number): SQL {
  const lowered = sql`lower(${text})`;
  return sql`(position(lower(${studentFullNameSql(studentId)}) in ${lowered}) > 0
    or position(lower(${studentEmailSql(studentId)}) in ${lowered}) > 0
    or position(${studentColumn(studentId, sql`${users.token}::text`)} in ${lowered}) > 0)`;
}

/**
 * `text` with the student's full name (as written, or in lower case) put as "a former student":
 * for what others wrote about them, which stays without naming them.
 */
export function withoutStudentName(text: SQL, studentId: number): SQL {
  const name = studentFullNameSql(studentId);
  return sql`replace(replace(${text}, ${name}, 'a former student'), lower(${name}), 'a former student')`;
}

/** Whether `text` holds the student's full name, in any case. */
export function holdsStudentName(text: SQL, studentId: number): SQL {
  return sql`position(lower(${studentFullNameSql(studentId)}) in lower(${text})) > 0`;
}

/** The student's school, from their users row. */
export const studentSchoolSql = (studentId: number) =>
  studentColumn(studentId, sql`${users.organisationId}`);
