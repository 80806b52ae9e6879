import type { UserType } from '@kitlab/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { authTokens, studentClasses, teacherClasses, users } from '../../db/schema/index.js';
import { boolArray, intArray, textArray, timestampParam } from '../../lib/sql-arrays.js';

/**
 * Accounts written many at a time, each write one statement over arrays: what a roster import
 * creates and changes. Every function takes the transaction it runs in.
 */
export interface AccountValues {
  organisationId: number;
  userType: UserType;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
}

const column = <K extends keyof AccountValues>(rows: readonly AccountValues[], key: K) =>
  rows.map((r) => r[key]);

/** Adds accounts without a password (they choose one from the welcome link); ids by email. */
export async function insertAccounts(
  db: Database,
  rows: readonly AccountValues[],
  now: Date,
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const made = await rowsOf<{ id: number; email: string }>(
    db,
    sql`insert into ${users} (organisation_id, user_type, email, first_name, last_name, is_active,
        deactivated_at, created_at)
      select n.organisation_id, n.user_type, n.email, n.first_name, n.last_name, n.is_active,
        case when n.is_active then null else ${timestampParam(now)} end, ${timestampParam(now)}
      from unnest(${intArray(column(rows, 'organisationId'))}, ${textArray(column(rows, 'userType'))},
        ${textArray(column(rows, 'email'))}, ${textArray(column(rows, 'firstName'))},
        ${textArray(column(rows, 'lastName'))}, ${boolArray(column(rows, 'isActive'))})
        as n(organisation_id, user_type, email, first_name, last_name, is_active)
      returning id, email`,
  );
  return new Map(made.map((r) => [r.email, r.id]));
}

/**
 * Changes accounts; one going inactive is deactivated now (which starts the retention clock) and
 * signed out everywhere, one coming back active loses its deactivation date.
 */
export async function updateAccounts(
  db: Database,
  rows: readonly (AccountValues & { id: number })[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const ids = intArray(rows.map((r) => r.id));
  await db.execute(sql`update ${users} u set organisation_id = n.organisation_id,
      user_type = n.user_type, email = n.email, first_name = n.first_name, last_name = n.last_name,
      is_active = n.is_active,
      deactivated_at = case when n.is_active then null else coalesce(u.deactivated_at, ${timestampParam(now)}) end
    from unnest(${ids}, ${intArray(column(rows, 'organisationId'))}, ${textArray(column(rows, 'userType'))},
      ${textArray(column(rows, 'email'))}, ${textArray(column(rows, 'firstName'))},
      ${textArray(column(rows, 'lastName'))}, ${boolArray(column(rows, 'isActive'))})
      as n(id, organisation_id, user_type, email, first_name, last_name, is_active)
    where u.id = n.id`);
  const leaving = rows.filter((r) => !r.isActive).map((r) => r.id);
  if (leaving.length > 0) {
    await db.execute(sql`update ${authTokens} set revoked_at = ${timestampParam(now)}
      where user_id = any(${intArray(leaving)}) and revoked_at is null`);
  }
}

/** Places students in their class (one class per student: a new one replaces the old). */
export async function placeStudents(
  db: Database,
  rows: readonly { studentId: number; classId: number; organisationId: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`insert into ${studentClasses} (organisation_id, student_id, class_id)
    select * from unnest(${intArray(rows.map((r) => r.organisationId))},
      ${intArray(rows.map((r) => r.studentId))}, ${intArray(rows.map((r) => r.classId))})
    on conflict (student_id) do update set class_id = excluded.class_id,
      organisation_id = excluded.organisation_id`);
}

/** Gives teachers classes to teach a subject to; a teaching already there stays as it is. */
export async function addTeachings(
  db: Database,
  rows: readonly {
    teacherId: number;
    classId: number;
    subjectId: number;
    organisationId: number;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`insert into ${teacherClasses} (organisation_id, teacher_id, class_id, subject_id)
    select * from unnest(${intArray(rows.map((r) => r.organisationId))},
      ${intArray(rows.map((r) => r.teacherId))}, ${intArray(rows.map((r) => r.classId))},
      ${intArray(rows.map((r) => r.subjectId))})
    on conflict do nothing`);
}

/** Takes students out of the class they are in, where it is still the one named (unplaced). */
export async function unplaceStudents(
  db: Database,
  rows: readonly { studentId: number; classId: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`delete from ${studentClasses} s
    using unnest(${intArray(rows.map((r) => r.studentId))}, ${intArray(rows.map((r) => r.classId))})
      as n(student_id, class_id)
    where s.student_id = n.student_id and s.class_id = n.class_id`);
}

/** Takes teachings away: a teacher no longer teaches that class that subject. */
export async function removeTeachings(
  db: Database,
  rows: readonly { teacherId: number; classId: number; subjectId: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`delete from ${teacherClasses} t
    using unnest(${intArray(rows.map((r) => r.teacherId))}, ${intArray(rows.map((r) => r.classId))},
      ${intArray(rows.map((r) => r.subjectId))}) as n(teacher_id, class_id, subject_id)
    where t.teacher_id = n.teacher_id and t.class_id = n.class_id and t.subject_id = n.subject_id`);
}
