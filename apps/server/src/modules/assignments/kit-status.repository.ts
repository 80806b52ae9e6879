import type { kits as kitsContract } from '@kitlab/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  assignments,
  classes,
  grades,
  kits,
  subjects,
  teacherClasses,
} from '../../db/schema/index.js';
import { taughtClassIds } from '../classes/index.js';
import type { KitAssignmentSource, SqlValue } from '../kits/index.js';
import { studentCompleted } from './completion.sql.js';
import { standingAssignment } from './standing-assignment.sql.js';

type KitStatus = kitsContract.KitStatus;

const ofThisKit = eq(assignments.kitId, kits.id);
const taughtBy = (teacherId: SqlValue) =>
  sql`${assignments.classId} in (${taughtClassIds(teacherId)})`;
/** One assignment's status for its teacher: Assigned while open. */
const teacherRowStatus = sql<KitStatus>`case when ${assignments.state} = 'active' then 'Assigned' else 'Completed' end`;
/** `to_char` keeps the date a YYYY-MM-DD string on both database drivers. */
const nearestOpenDueDate = (where: SQL) =>
  sql<
    string | null
  >`(select to_char(min(${assignments.dueDate}), 'YYYY-MM-DD') from ${assignments} where ${and(ofThisKit, where, eq(assignments.state, 'active'))})`;
const anyWork = (...conditions: (SQL | undefined)[]) =>
  sql`exists (select 1 from ${assignments} where ${and(...conditions)})`;

/**
 * What the kit library reads of assignments, as the rules of `kitAssignmentStatus` (domain) in
 * SQL. The status pieces are evaluated per `kits` row of the library's own queries, so it can
 * filter by status and page in the database; the others are subqueries of ids.
 */
export function createKitAssignmentSource(db: Database): KitAssignmentSource {
  const classGrades = alias(grades, 'recent_class_grades');

  async function recent(where: SQL, status: SQL<KitStatus>, limit: number, offset: number) {
    const [total] = await db.select({ n: count() }).from(assignments).where(where);
    const rows = await db
      .select({
        assignmentId: assignments.id,
        kitId: assignments.kitId,
        classId: classes.id,
        className: classes.name,
        classGradeName: classGrades.name,
        subjectName: subjects.name,
        assignedAt: assignments.createdAt,
        dueDate: assignments.dueDate,
        status,
      })
      .from(assignments)
      .innerJoin(classes, eq(classes.id, assignments.classId))
      .innerJoin(classGrades, eq(classGrades.id, classes.gradeId))
      .leftJoin(teacherClasses, eq(teacherClasses.id, assignments.teacherAssignId))
      .leftJoin(subjects, eq(subjects.id, teacherClasses.subjectId))
      .where(where)
      .orderBy(desc(assignments.createdAt), desc(assignments.id))
      .limit(limit)
      .offset(offset);
    return { total: Number(total?.n ?? 0), rows };
  }

  /** One assignment's status for a student: Completed once they did it or it was closed. */
  const studentRowStatus = (studentId: number) =>
    sql<KitStatus>`case when ${assignments.state} = 'active' and not ${studentCompleted(studentId)} then 'Assigned' else 'Completed' end`;

  return {
    /** Of `kits.id` across the classes the teacher teaches. */
    teacherStatus(teacherId: SqlValue): SQL<KitStatus> {
      const mine = taughtBy(teacherId);
      return sql<KitStatus>`case when ${anyWork(ofThisKit, mine, eq(assignments.state, 'active'))} then 'Assigned' when ${anyWork(ofThisKit, mine, standingAssignment)} then 'Completed' else 'Not Assigned' end`;
    },

    /** Of `kits.id` for this student in their class. */
    studentStatus(studentId: SqlValue, classId: SqlValue): SQL<KitStatus> {
      const inClass = eq(assignments.classId, classId);
      const open = sql`${assignments.state} = 'active' and not ${studentCompleted(studentId)}`;
      return sql<KitStatus>`case when not ${anyWork(ofThisKit, inClass, standingAssignment)} then 'Not Assigned' when ${anyWork(ofThisKit, inClass, open)} then 'Assigned' else 'Completed' end`;
    },

    teacherDueDate(teacherId: SqlValue): SQL<string | null> {
      return nearestOpenDueDate(taughtBy(teacherId));
    },

    classDueDate(classId: SqlValue): SQL<string | null> {
      return nearestOpenDueDate(eq(assignments.classId, classId));
    },

    /** A subquery of the kit ids with work in the class that is not cancelled. */
    kitsAssignedToClass(classId: SqlValue): SQL {
      return sql`select ${assignments.kitId} from ${assignments} where ${and(eq(assignments.classId, classId), standingAssignment)}`;
    },

    /** A subquery of the class ids with work of the kit (whole or an activity) not cancelled. */
    classesWithKit(kitId: number): SQL {
      return sql`select ${assignments.classId} from ${assignments} where ${and(eq(assignments.kitId, kitId), standingAssignment)}`;
    },

    /** Work given to the classes the teacher teaches, newest first. */
    recentForTeacher(teacherId: number, limit: number, offset: number) {
      return recent(
        and(taughtBy(teacherId), standingAssignment) as SQL,
        teacherRowStatus,
        limit,
        offset,
      );
    },

    /**
     * Work given to a class, newest first; with a student, each row's status is theirs (Completed
     * once they submitted everything it covers), else the teacher's.
     */
    recentForClass(classId: number, limit: number, offset: number, studentId?: number) {
      const status = studentId === undefined ? teacherRowStatus : studentRowStatus(studentId);
      return recent(
        and(eq(assignments.classId, classId), standingAssignment) as SQL,
        status,
        limit,
        offset,
      );
    },
  };
}
