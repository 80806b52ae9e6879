import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  classes,
  kitSubjects,
  kits,
  organisations,
  teacherClasses,
} from '../../db/schema/index.js';
import type { KitAssignmentSource, SqlValue } from './kit-assignments.js';
import type { KitReader } from './kits.policy.js';

/** A reader as the kits' SQL takes it, each value given or a placeholder. */
export type ReaderSql = Pick<KitReader, 'userType'> & {
  userId: SqlValue;
  schoolId: SqlValue;
  classId: SqlValue | null;
};

/**
 * `isInOwnerScope` with `kitOwnersFor` of the reader's school as SQL: a platform kit, or one of
 * the school or of its district.
 */
const inOwnerScopeSql = (schoolId: SqlValue): SQL =>
  sql`(${kits.organisationId} is null or exists (select 1 from ${organisations} where ${organisations.id} = ${schoolId} and ${kits.organisationId} in (${organisations.id}, ${organisations.parentId})))`;

/**
 * The rules of kits.policy.ts as SQL over `kits` rows, so lists filter and page in the
 * database. The two must agree; the API tests check lists against single-kit reads.
 */
export function visibleKitsSql(db: Database, reader: ReaderSql, source: KitAssignmentSource): SQL {
  const owner = inOwnerScopeSql(reader.schoolId);
  if (reader.userType === 'T') {
    const teachesIt = db
      .select({ one: sql`1` })
      .from(teacherClasses)
      .innerJoin(classes, eq(classes.id, teacherClasses.classId))
      .innerJoin(kitSubjects, eq(kitSubjects.subjectId, teacherClasses.subjectId))
      .where(
        and(
          eq(teacherClasses.teacherId, reader.userId),
          eq(classes.gradeId, kits.gradeId),
          eq(kitSubjects.kitId, kits.id),
        ),
      );
    return and(owner, exists(teachesIt)) as SQL;
  }
  if (reader.classId === null) return sql`false`;
  return and(owner, sql`${kits.id} in (${source.kitsAssignedToClass(reader.classId)})`) as SQL;
}

/** The library status of each `kits` row for this caller. */
export function kitStatusSql(reader: ReaderSql, source: KitAssignmentSource) {
  if (reader.userType === 'T') return source.teacherStatus(reader.userId);
  // A student without a class sees no kit at all (visibleKitsSql), so no status is ever read.
  return reader.classId === null
    ? source.teacherStatus(reader.userId)
    : source.studentStatus(reader.userId, reader.classId);
}

/** The nearest due date of each `kits` row's open work for this caller, or null. */
export function kitDueDateSql(reader: ReaderSql, source: KitAssignmentSource) {
  if (reader.userType === 'T' || reader.classId === null) {
    return source.teacherDueDate(reader.userId);
  }
  return source.classDueDate(reader.classId);
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
