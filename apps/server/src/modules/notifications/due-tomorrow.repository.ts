import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  activities,
  answerHeaders,
  assignments,
  kits,
  organisations,
  studentClasses,
  users,
} from '../../db/schema/index.js';
import { coveredByAssignment } from '../assignments/index.js';

const teacher = alias(users, 'teacher');
const workActivity = alias(activities, 'work_activity');

/**
 * Open work due on one of the dates, with each active student of its class who has not yet
 * handed in every activity it covers, and what the notification names: one query.
 */
export function unfinishedWorkDueOn(db: Database, dueDates: string[]) {
  const covered = sql<number>`(select count(*) from ${activities} where ${coveredByAssignment})`;
  const handedIn = sql<number>`(select count(distinct ${answerHeaders.activityId}) from ${answerHeaders} inner join ${activities} on ${activities.id} = ${answerHeaders.activityId} where ${answerHeaders.studentId} = ${studentClasses.studentId} and ${answerHeaders.status} = 'S' and ${coveredByAssignment})`;
  return db
    .select({
      assignmentId: assignments.id,
      classId: assignments.classId,
      dueDate: assignments.dueDate,
      timeZone: organisations.timeZone,
      studentId: studentClasses.studentId,
      kitToken: kits.token,
      kitTitle: kits.title,
      activityId: assignments.activityId,
      activityTitle: workActivity.title,
      activityType: workActivity.activityType,
      teacherFirstName: teacher.firstName,
      teacherLastName: teacher.lastName,
    })
    .from(assignments)
    .innerJoin(organisations, eq(organisations.id, assignments.organisationId))
    .innerJoin(kits, eq(kits.id, assignments.kitId))
    .innerJoin(teacher, eq(teacher.id, assignments.teacherId))
    .leftJoin(workActivity, eq(workActivity.id, assignments.activityId))
    .innerJoin(studentClasses, eq(studentClasses.classId, assignments.classId))
    .innerJoin(users, and(eq(users.id, studentClasses.studentId), eq(users.isActive, true)))
    .where(
      and(
        eq(assignments.state, 'active'),
        inArray(assignments.dueDate, dueDates),
        sql`${handedIn} < ${covered}`,
      ),
    );
}
