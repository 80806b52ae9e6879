import { and, eq, inArray, ne, sql } from 'drizzle-orm';
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

/** Every SQL statement of the gradebook: one query each, never one per student or cell. */
export function createGradebookRepository(db: Database) {
  return {
    /** The class with its school's time zone and the teachers who teach it any subject. */
    findClass: (classId: number) => classWithTeachers(db, classId),

    /** The class's active students. */
    students(classId: number): Promise<GradebookStudent[]> {
      return classStudentsOf(db, classId);
    },

    /**
     * The class's work that is not cancelled, in the subjects the teacher teaches the class
     * (decision 0039), with the version of its kit to read the kit's activities at.
     */
    work(classId: number, teacherId: number) {
      return db
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
            assignmentTaughtBy(teacherId),
          ),
        );
    },

    /** Every attempt of the class's active students at these activities. */
    attempts(classId: number, activityIds: number[]): Promise<AttemptFacts[]> {
      if (activityIds.length === 0) return Promise.resolve([]);
      return db
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
            inArray(answerHeaders.activityId, activityIds),
            sql`${answerHeaders.studentId} in (${activeMemberIds(classId)})`,
          ),
        );
    },
  };
}

export type GradebookRepository = ReturnType<typeof createGradebookRepository>;

export type GradebookWork = Awaited<ReturnType<GradebookRepository['work']>>[number];
