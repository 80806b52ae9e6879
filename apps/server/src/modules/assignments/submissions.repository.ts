import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { answerHeaders, studentClasses } from '../../db/schema/index.js';
import { activeStudents, inClasses } from '../classes/index.js';

export interface MemberSubmissions {
  classId: number;
  studentId: number;
  /** Activities (of those asked about) the student has a submitted attempt at. */
  submitted: number[];
}

/** What of students' hand-ins the completion rule and the score read, one query each. */
export function createSubmissionsRepository(db: Database) {
  return {
    /** Each active student of the classes, with their submitted activities among `activityIds`. */
    async membersOf(classIds: number[], activityIds: number[]): Promise<MemberSubmissions[]> {
      if (classIds.length === 0) return [];
      const submitted = sql<
        number[]
      >`coalesce(array_agg(distinct ${answerHeaders.activityId}) filter (where ${answerHeaders.id} is not null), '{}')`;
      return activeStudents(db, {
        classId: studentClasses.classId,
        studentId: studentClasses.studentId,
        submitted,
      })
        .leftJoin(
          answerHeaders,
          and(
            eq(answerHeaders.studentId, studentClasses.studentId),
            eq(answerHeaders.status, 'S'),
            activityIds.length ? inArray(answerHeaders.activityId, activityIds) : sql`false`,
          ),
        )
        .where(inClasses(classIds))
        .groupBy(studentClasses.classId, studentClasses.studentId);
    },

    /** Every submitted attempt of the student, for their progress and score. */
    submittedAttemptsOf(studentId: number) {
      return db
        .select({
          id: answerHeaders.id,
          activityId: answerHeaders.activityId,
          submittedAt: answerHeaders.submittedAt,
          marksObtained: answerHeaders.marksObtained,
          totalMarks: answerHeaders.totalMarks,
        })
        .from(answerHeaders)
        .where(and(eq(answerHeaders.studentId, studentId), eq(answerHeaders.status, 'S')));
    },
  };
}

export type SubmittedAttempt = Awaited<
  ReturnType<ReturnType<typeof createSubmissionsRepository>['submittedAttemptsOf']>
>[number];
