import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  activities,
  answerHeaders,
  assignments,
  studentClasses,
  topics,
  users,
} from '../../db/schema/index.js';
import { activeStudents, byStudentName, classStudentFields } from '../classes/index.js';
import {
  classMemberIds,
  classStudentCount,
  completedAtFor,
  coveredActivityCount,
  coveredByAssignment,
  submittedActivityCount,
} from './completion.sql.js';

/** The student's first submitted attempt at an activity, or null. */
const firstSubmission = (
  studentId: typeof users.id | number,
  activityId: typeof activities.id | number,
) =>
  sql<Date | null>`(select min(${answerHeaders.submittedAt}) from ${answerHeaders} where ${answerHeaders.studentId} = ${studentId} and ${answerHeaders.activityId} = ${activityId} and ${answerHeaders.status} = 'S')`.mapWith(
    answerHeaders.submittedAt,
  );

/** Class members with attempts at the activity of the enclosing row (of one status, or any). */
const membersWithAttempts = (status?: 'S') =>
  sql<number>`(select count(distinct ${answerHeaders.studentId}) from ${answerHeaders} where ${answerHeaders.activityId} = ${activities.id} ${status ? sql`and ${answerHeaders.status} = ${status}` : sql``} and ${answerHeaders.studentId} in (${classMemberIds}))::int`;

const inKitOrder = [asc(topics.position), asc(activities.position), asc(activities.id)];

/** Who has done what of one assignment: per student, per activity, and per student and activity. */
export function createProgressRepository(db: Database) {
  /** The active students of the assignment's class; callers name the assignment. */
  function classStudents<F extends SelectedFields>(extra: F) {
    return activeStudents(db, { ...classStudentFields, ...extra }).innerJoin(
      assignments,
      eq(assignments.classId, studentClasses.classId),
    );
  }

  function coveredActivities<F extends SelectedFields>(assignmentId: number, extra: F) {
    return db
      .select({
        id: activities.id,
        title: activities.title,
        activityType: activities.activityType,
        ...extra,
      })
      .from(assignments)
      .innerJoin(activities, coveredByAssignment)
      .innerJoin(topics, eq(topics.id, activities.topicId))
      .where(eq(assignments.id, assignmentId))
      .orderBy(...inKitOrder);
  }

  const progressFields = {
    covered: coveredActivityCount,
    submitted: submittedActivityCount(users.id),
    completedAt: completedAtFor(users.id),
  };

  return {
    /** Every active student of the assignment's class with what they submitted of it. */
    students: (assignmentId: number) =>
      classStudents(progressFields)
        .where(eq(assignments.id, assignmentId))
        .orderBy(...byStudentName),

    /** One active student of the assignment's class, by id or user token, or null. */
    async classStudent(assignmentId: number, who: { id: number } | { token: string }) {
      if ('token' in who && !/^[0-9a-f-]{36}$/i.test(who.token)) return null;
      const [row] = await classStudents(progressFields).where(
        and(
          eq(assignments.id, assignmentId),
          'id' in who ? eq(users.id, who.id) : eq(users.token, who.token),
        ),
      );
      return row ?? null;
    },

    /** The covered activities in kit order, with the student's first submission of each. */
    activitiesFor: (assignmentId: number, studentId: number) =>
      coveredActivities(assignmentId, { submittedAt: firstSubmission(studentId, activities.id) }),

    async coversActivity(assignmentId: number, activityId: number): Promise<boolean> {
      const rows = await coveredActivities(assignmentId, {});
      return rows.some((row) => row.id === activityId);
    },

    /** Each active student of the class with their first submission of one activity. */
    activityStudents: (assignmentId: number, activityId: number) =>
      classStudents({ submittedAt: firstSubmission(users.id, activityId) })
        .where(eq(assignments.id, assignmentId))
        .orderBy(...byStudentName),

    /**
     * Per class member and covered activity they started, their latest attempt, a submitted one
     * before a draft: what a teacher opens to read their work. Kit order within each student.
     */
    work: (assignmentId: number) =>
      db
        .selectDistinctOn(
          [answerHeaders.studentId, topics.position, activities.position, activities.id],
          {
            studentId: answerHeaders.studentId,
            activityId: activities.id,
            title: activities.title,
            answerHeaderId: answerHeaders.id,
            status: answerHeaders.status,
          },
        )
        .from(assignments)
        .innerJoin(activities, coveredByAssignment)
        .innerJoin(topics, eq(topics.id, activities.topicId))
        .innerJoin(
          answerHeaders,
          and(
            eq(answerHeaders.activityId, activities.id),
            sql`${answerHeaders.studentId} in (${classMemberIds})`,
          ),
        )
        .where(eq(assignments.id, assignmentId))
        .orderBy(
          answerHeaders.studentId,
          ...inKitOrder,
          desc(sql`${answerHeaders.status} = 'S'`),
          desc(answerHeaders.attemptNumber),
        ),

    /** Per covered activity: students with any attempt, with a submission, and the mean score. */
    activityStats: (assignmentId: number) =>
      coveredActivities(assignmentId, {
        students: classStudentCount,
        attempted: membersWithAttempts(),
        submitted: membersWithAttempts('S'),
        average: sql<
          number | null
        >`(select round(avg(${answerHeaders.marksObtained} * 100.0 / ${answerHeaders.totalMarks}), 1)::float8 from ${answerHeaders} where ${answerHeaders.activityId} = ${activities.id} and ${answerHeaders.status} = 'S' and ${answerHeaders.marksObtained} is not null and ${answerHeaders.totalMarks} > 0 and ${answerHeaders.studentId} in (${classMemberIds}))`,
      }),
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
