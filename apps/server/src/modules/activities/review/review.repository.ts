import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { answerHeaders, answers, studentClasses } from '../../../db/schema/index.js';
import { activeStudents, byStudentName, classStudentFields } from '../../classes/index.js';

/**
 * What a teacher's class list of one activity reads: a page of the students and their latest
 * attempts, in two statements whatever the size of the page. Each is prepared once, so neither
 * the query builder nor PostgreSQL's planner runs again for every list.
 */
export function createReviewRepository(db: Database) {
  const inClass = eq(studentClasses.classId, sql.placeholder('classId'));
  const studentsPage = activeStudents(db, {
    ...classStudentFields,
    total: sql<number>`(count(*) over ())::int`,
  })
    .where(inClass)
    .orderBy(...byStudentName)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('review_class_students_page');

  const classSize = activeStudents(db, { n: sql<number>`count(*)::int` })
    .where(inClass)
    .prepare('review_class_size');

  const ofStudents = sql`${answerHeaders.studentId} = any(${sql.placeholder('studentIds')}::int[])`;
  const latestAttempts = db
    .selectDistinctOn([answerHeaders.studentId], {
      ...getTableColumns(answerHeaders),
      attempts: sql<number>`(count(*) over (partition by ${answerHeaders.studentId}))::int`,
    })
    .from(answerHeaders)
    .where(sql`${ofStudents} and ${answerHeaders.activityId} = ${sql.placeholder('activityId')}`)
    .orderBy(answerHeaders.studentId, desc(answerHeaders.attemptNumber))
    .prepare('review_latest_attempts');

  const marksOf = db
    .select()
    .from(answers)
    .where(sql`${answers.answerHeaderId} = any(${sql.placeholder('attemptIds')}::int[])`)
    .prepare('review_answers_of_attempts');

  return {
    /** One page of a class's active students, by name, and how many there are. */
    async classStudents(classId: number, limit: number, offset: number) {
      const page = await studentsPage.execute({ classId, limit, offset });
      const rows = page.map(({ total: _, ...student }) => student);
      // Past the last page no row tells the count.
      const total = page[0]?.total ?? (await classSize.execute({ classId }))[0]?.n ?? 0;
      return { total, rows };
    },

    /** Each student's latest attempt at the activity, with how many attempts they made there. */
    latestAttempts(studentIds: number[], activityId: number) {
      if (studentIds.length === 0) return Promise.resolve([]);
      return latestAttempts.execute({ studentIds, activityId });
    },

    /** The answers saved in these attempts: what their marking is worked out from. */
    answersOf(attemptIds: number[]) {
      if (attemptIds.length === 0) return Promise.resolve([]);
      return marksOf.execute({ attemptIds });
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
