import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  activities,
  answerHeaders,
  assignments,
  kits,
  studentClasses,
  users,
} from '../../db/schema/index.js';
import { coveredByAssignment, studentCompleted } from './completion.sql.js';

/** The class's open and completed work (never cancelled) as a condition on `assignments`. */
const workOfClass = (classId: number) =>
  and(eq(assignments.classId, classId), ne(assignments.state, 'cancelled'));

/** A class's students with what they have done of its work: two queries, whatever its size. */
export function createClassStudentsRepository(db: Database) {
  const members = (classId: number) =>
    sql`select ${studentClasses.studentId} from ${studentClasses} inner join ${users} on ${users.id} = ${studentClasses.studentId} and ${users.isActive} where ${studentClasses.classId} = ${classId}`;

  return {
    /** Active students by name, each with how many of the class's assignments they completed. */
    students: (classId: number) =>
      db
        .select({
          id: users.id,
          token: users.token,
          firstName: users.firstName,
          lastName: users.lastName,
          completed: sql<number>`(select count(*) from ${assignments} where ${workOfClass(classId)} and ${studentCompleted(users.id)})::int`,
        })
        .from(studentClasses)
        .innerJoin(users, and(eq(users.id, studentClasses.studentId), eq(users.isActive, true)))
        .where(eq(studentClasses.classId, classId))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),

    /** Each student's latest submitted attempt at an activity some work of the class covers. */
    latestWork: (classId: number) =>
      db
        .selectDistinctOn([answerHeaders.studentId], {
          studentId: answerHeaders.studentId,
          answerHeaderId: answerHeaders.id,
          activityId: activities.id,
          title: activities.title,
          kitToken: kits.token,
          submittedAt: answerHeaders.submittedAt,
        })
        .from(answerHeaders)
        .innerJoin(activities, eq(activities.id, answerHeaders.activityId))
        .innerJoin(kits, eq(kits.id, activities.kitId))
        .where(
          and(
            eq(answerHeaders.status, 'S'),
            sql`${answerHeaders.studentId} in (${members(classId)})`,
            sql`exists (select 1 from ${assignments} where ${workOfClass(classId)} and ${coveredByAssignment})`,
          ),
        )
        .orderBy(answerHeaders.studentId, desc(answerHeaders.submittedAt), desc(answerHeaders.id)),
  };
}
