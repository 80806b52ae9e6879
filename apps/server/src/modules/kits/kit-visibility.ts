import { and, eq, exists, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { classes, kitSubjects, kits, teacherClasses } from '../../db/schema/index.js';
import type { KitAssignmentSource } from './kit-assignments.js';
import type { KitReader } from './kits.policy.js';

/**
 * The rules of kits.policy.ts as SQL over `kits` rows, so lists filter and page in the
 * database. The two must agree; the API tests check lists against single-kit reads.
 */
export function visibleKitsSql(db: Database, reader: KitReader, source: KitAssignmentSource): SQL {
  const owner =
    reader.ownerIds.length > 0
      ? or(isNull(kits.organisationId), inArray(kits.organisationId, reader.ownerIds))
      : isNull(kits.organisationId);
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
export function kitStatusSql(reader: KitReader, source: KitAssignmentSource) {
  if (reader.userType === 'T') return source.teacherStatus(reader.userId);
  // A student without a class sees no kit at all (visibleKitsSql), so no status is ever read.
  return reader.classId === null
    ? source.teacherStatus(reader.userId)
    : source.studentStatus(reader.userId, reader.classId);
}

/** The nearest due date of each `kits` row's open work for this caller, or null. */
export function kitDueDateSql(reader: KitReader, source: KitAssignmentSource) {
  if (reader.userType === 'T' || reader.classId === null) {
    return source.teacherDueDate(reader.userId);
  }
  return source.classDueDate(reader.classId);
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
