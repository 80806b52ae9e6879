import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { answerHeaders, assignments, kits } from '../../db/schema/index.js';
import {
  activeMemberIds,
  assignmentTaughtBy,
  classStudentsOf,
  classWithTeachers,
} from '../classes/index.js';
import { kitVersionSql } from '../kits/index.js';
import type { AttemptFacts, GradebookStudent } from './gradebook-grid.js';

const classId = sql.placeholder('classId');

/**
 * Every SQL statement of the gradebook: one query each, never one per student or cell. Those
 * after the class's own look-up are prepared once per database, so neither the query builder
 * nor the planner runs for them on each call.
 */
export function createGradebookRepository(db: Database) {
  const students = classStudentsOf(db, classId).prepare('gradebook_students');

  const work = db
    .select({
      assignmentId: assignments.id,
      kitId: assignments.kitId,
      kitVersion: kitVersionSql,
      activityId: assignments.activityId,
      dueDate: assignments.dueDate,
      state: assignments.state,
    })
    .from(assignments)
    .innerJoin(kits, eq(kits.id, assignments.kitId))
    .where(
      and(
        eq(assignments.classId, classId),
        ne(assignments.state, 'cancelled'),
        assignmentTaughtBy(sql.placeholder('teacherId')),
      ),
    )
    .prepare('gradebook_work');

  const attempts = db
    .select({
      id: answerHeaders.id,
      studentId: answerHeaders.studentId,
      activityId: answerHeaders.activityId,
      status: answerHeaders.status,
      attemptNumber: answerHeaders.attemptNumber,
      marksObtained: answerHeaders.marksObtained,
      totalMarks: answerHeaders.totalMarks,
      submittedAt: answerHeaders.submittedAt,
    })
    .from(answerHeaders)
    .where(
      and(
        sql`${answerHeaders.activityId} = any(${sql.placeholder('activityIds')}::int[])`,
        sql`${answerHeaders.studentId} in (${activeMemberIds(classId)})`,
      ),
    )
    .prepare('gradebook_attempts');

  return {
    /** The class with its school's time zone and the teachers who teach it any subject. */
    findClass: (id: number) => classWithTeachers(db, id),

    /** The class's active students. */
    students(id: number): Promise<GradebookStudent[]> {
      return students.execute({ classId: id });
    },

    /**
     * The class's work that is not cancelled, in the subjects the teacher teaches the class
     * (decision 0039), with the version of its kit to read the kit's activities at.
     */
    work: (id: number, teacherId: number) => work.execute({ classId: id, teacherId }),

    /** Every attempt of the class's active students at these activities. */
    attempts(id: number, activityIds: number[]): Promise<AttemptFacts[]> {
      if (activityIds.length === 0) return Promise.resolve([]);
      return attempts.execute({ classId: id, activityIds });
    },
  };
}

export type GradebookRepository = ReturnType<typeof createGradebookRepository>;

export type GradebookWork = Awaited<ReturnType<GradebookRepository['work']>>[number];
