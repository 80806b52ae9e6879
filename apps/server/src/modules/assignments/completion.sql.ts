import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { activities, answerHeaders, assignments } from '../../db/schema/index.js';
import { activeMemberIds, activeStudentCount } from '../classes/index.js';

/**
 * The completion rule as SQL over an `assignments` row of the enclosing query: a student has
 * completed an assignment once they have a submitted (S) attempt at every live activity it
 * covers (the whole kit's, or its one activity). Any submitted attempt at the activity counts,
 * whichever assignment it was started from. This is `hasCompletedWork` of the domain package in
 * SQL, so lists can filter and page by it; the API tests check both agree.
 */

/** The live activities the assignment covers, as a condition on `activities`. */
export const coveredByAssignment = sql`(${activities.kitId} = ${assignments.kitId} and ${activities.retiredAt} is null and (${assignments.activityId} is null or ${activities.id} = ${assignments.activityId}))`;

export const coveredActivityCount = sql<number>`(select count(*) from ${activities} where ${coveredByAssignment})::int`;

/** The student's submitted attempts at covered activities, as a `from … where` clause. */
export const submittedCovered = (studentId: SQLWrapper | number) =>
  sql`${answerHeaders} inner join ${activities} on ${activities.id} = ${answerHeaders.activityId} where ${answerHeaders.studentId} = ${studentId} and ${answerHeaders.status} = 'S' and ${coveredByAssignment}`;

/** Covered activities the student has a submitted attempt at. */
export function submittedActivityCount(studentId: SQLWrapper | number): SQL<number> {
  return sql<number>`(select count(distinct ${answerHeaders.activityId}) from ${submittedCovered(studentId)})::int`;
}

export function studentCompleted(studentId: SQLWrapper | number): SQL<boolean> {
  return sql<boolean>`(${coveredActivityCount} > 0 and ${submittedActivityCount(studentId)} >= ${coveredActivityCount})`;
}

/** When the student's last missing activity got its first submission; null until completed. */
export function completedAtFor(studentId: SQLWrapper | number) {
  const firsts = sql`select min(${answerHeaders.submittedAt}) as first_submitted from ${submittedCovered(studentId)} group by ${answerHeaders.activityId}`;
  return sql<Date | null>`(case when ${studentCompleted(studentId)} then (select max(firsts.first_submitted) from (${firsts}) as firsts) end)`.mapWith(
    answerHeaders.submittedAt,
  );
}

/** Ids of the active students of the assignment's class. */
export const classMemberIds = activeMemberIds(assignments.classId);

export const classStudentCount = activeStudentCount(assignments.classId);

/** Active students of the assignment's class who have completed it. */
export const classCompletedCount = sql<number>`(select count(*) from (${classMemberIds}) as members where ${studentCompleted(sql`members.student_id`)})::int`;
