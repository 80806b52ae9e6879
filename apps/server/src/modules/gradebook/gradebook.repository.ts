import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activities, answerHeaders, assignments, kits } from '../../db/schema/index.js';
import { activeMemberIds, classStudentsOf, classWithTeachers } from '../../lib/class-membership.js';
import { assignmentTaughtBy } from '../../lib/subject-teaching.js';
import { coveredByAssignment } from '../assignments/index.js';
import type { AssignedActivity, AttemptFacts, GradebookStudent } from './gradebook-grid.js';

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
     * Each live activity covered by the class's work that is not cancelled, in the subjects the
     * teacher teaches the class (decision 0039).
     */
    work(classId: number, teacherId: number): Promise<AssignedActivity[]> {
      return db
        .select({
          assignmentId: assignments.id,
          activityId: activities.id,
          position: activities.position,
          title: activities.title,
          activityType: activities.activityType,
          kitToken: kits.token,
          kitTitle: kits.title,
          dueDate: assignments.dueDate,
          state: assignments.state,
        })
        .from(assignments)
        .innerJoin(kits, eq(kits.id, assignments.kitId))
        .innerJoin(activities, coveredByAssignment)
        .where(
          and(
            eq(assignments.classId, classId),
            ne(assignments.state, 'cancelled'),
            assignmentTaughtBy(teacherId),
          ),
        )
        .orderBy(asc(assignments.dueDate), asc(assignments.id), asc(activities.position));
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
