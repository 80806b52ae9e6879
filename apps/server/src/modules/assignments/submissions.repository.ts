import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { answerHeaders, studentClasses } from '../../db/schema/index.js';
import { activeStudents } from '../classes/index.js';

export interface MemberSubmissions {
  classId: number;
  studentId: number;
  /** Activities (of those asked about) the student has a submitted attempt at. */
  submitted: number[];
}

/**
 * What of students' hand-ins the completion rule and the score read, one query each, each
 * prepared once per database.
 */
export function createSubmissionsRepository(db: Database) {
  const submitted = sql<
    number[]
  >`coalesce(array_agg(distinct ${answerHeaders.activityId}) filter (where ${answerHeaders.id} is not null), '{}')`;
  const members = activeStudents(db, {
    classId: studentClasses.classId,
    studentId: studentClasses.studentId,
    submitted,
  })
    .leftJoin(
      answerHeaders,
      and(
        eq(answerHeaders.studentId, studentClasses.studentId),
        eq(answerHeaders.status, 'S'),
        sql`${answerHeaders.activityId} = any(${sql.placeholder('activityIds')}::int[])`,
      ),
    )
    .where(sql`${studentClasses.classId} = any(${sql.placeholder('classIds')}::int[])`)
    .groupBy(studentClasses.classId, studentClasses.studentId)
    .prepare('class_members_submitted');

  const attempts = db
    .select({
      id: answerHeaders.id,
      activityId: answerHeaders.activityId,
      submittedAt: answerHeaders.submittedAt,
      marksObtained: answerHeaders.marksObtained,
      totalMarks: answerHeaders.totalMarks,
    })
    .from(answerHeaders)
    .where(
      and(eq(answerHeaders.studentId, sql.placeholder('studentId')), eq(answerHeaders.status, 'S')),
    )
    .prepare('student_submitted_attempts');

  return {
    /** Each active student of the classes, with their submitted activities among `activityIds`. */
    async membersOf(classIds: number[], activityIds: number[]): Promise<MemberSubmissions[]> {
      if (classIds.length === 0) return [];
      return members.execute({ classIds, activityIds });
    },

    /** Every submitted attempt of the student, for their progress and score. */
    submittedAttemptsOf: (studentId: number) => attempts.execute({ studentId }),
  };
}

export type SubmittedAttempt = Awaited<
  ReturnType<ReturnType<typeof createSubmissionsRepository>['submittedAttemptsOf']>
>[number];
