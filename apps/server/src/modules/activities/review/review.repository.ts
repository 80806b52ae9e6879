import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { answerHeaders } from '../../../db/schema/index.js';
import { activeStudents, classStudentsOf, inClasses } from '../../../lib/class-membership.js';

/** What a teacher's class list of one activity reads: the students and their latest attempts. */
export function createReviewRepository(db: Database) {
  return {
    /** One page of a class's active students, by name, and how many there are. */
    async classStudents(classId: number, limit: number, offset: number) {
      const [counted] = await activeStudents(db, { n: sql<number>`count(*)::int` }).where(
        inClasses(classId),
      );
      const rows = await classStudentsOf(db, classId).limit(limit).offset(offset);
      return { total: counted?.n ?? 0, rows };
    },

    /** Each student's latest attempt at the activity. */
    latestAttempts(studentIds: number[], activityId: number) {
      if (studentIds.length === 0) return Promise.resolve([]);
      return db
        .selectDistinctOn([answerHeaders.studentId])
        .from(answerHeaders)
        .where(
          and(
            inArray(answerHeaders.studentId, studentIds),
            eq(answerHeaders.activityId, activityId),
          ),
        )
        .orderBy(answerHeaders.studentId, desc(answerHeaders.attemptNumber));
    },

    /** How many attempts each student has made at the activity. */
    async attemptCounts(studentIds: number[], activityId: number) {
      if (studentIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ studentId: answerHeaders.studentId, n: sql<number>`count(*)::int` })
        .from(answerHeaders)
        .where(
          and(
            inArray(answerHeaders.studentId, studentIds),
            eq(answerHeaders.activityId, activityId),
          ),
        )
        .groupBy(answerHeaders.studentId);
      return new Map(rows.map((r) => [r.studentId, r.n]));
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
