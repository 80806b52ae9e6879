import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { answerHeaders, studentClasses, users } from '../../../db/schema/index.js';

/** What a teacher's class list of one activity reads: the students and their latest attempts. */
export function createReviewRepository(db: Database) {
  return {
    /** One page of a class's active students, by name, and how many there are. */
    async classStudents(classId: number, limit: number, offset: number) {
      const where = and(eq(studentClasses.classId, classId), eq(users.isActive, true));
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(studentClasses)
        .innerJoin(users, eq(users.id, studentClasses.studentId))
        .where(where);
      const rows = await db
        .select({
          id: users.id,
          token: users.token,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(studentClasses)
        .innerJoin(users, eq(users.id, studentClasses.studentId))
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(limit)
        .offset(offset);
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
