import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../db/client.js';
import { jsonFieldsOf } from '../../db/json-rows.js';
import { answerHeaders, studentClasses } from '../../db/schema/index.js';
import { activeStudents } from '../classes/index.js';

export interface MemberSubmissions {
  classId: number;
  studentId: number;
  /** Activities (of those asked about) the student has a submitted attempt at. */
  submitted: number[];
}

const submitted = sql<
  number[]
>`coalesce(array_agg(distinct ${answerHeaders.activityId}) filter (where ${answerHeaders.id} is not null), '{}')`;

/** A student's submitted attempts at some activities, to left-join to their membership. */
const handedIn = (activities: SQL) =>
  and(
    eq(answerHeaders.studentId, studentClasses.studentId),
    eq(answerHeaders.status, 'S'),
    activities,
  );

/**
 * Each active student of some classes with what they handed in of some activities, as a query of
 * one JSON object each (`row`, a `MemberSubmissions`): `which` names the classes (a condition on
 * `student_classes.class_id`) and the activities (on `answer_headers.activity_id`).
 */
export const memberHandInsAsJson = (db: Database, which: { classes: SQL; activities: SQL }) =>
  activeStudents(db, {
    row: sql<MemberSubmissions>`json_build_object('classId', ${studentClasses.classId}, 'studentId', ${studentClasses.studentId}, 'submitted', ${submitted})`,
  })
    .leftJoin(answerHeaders, handedIn(which.activities))
    .where(which.classes)
    .groupBy(studentClasses.classId, studentClasses.studentId);

/** What of a class's students' hand-ins the completion rule reads, prepared once per database. */
export function createSubmissionsRepository(db: Database) {
  const members = activeStudents(db, {
    classId: studentClasses.classId,
    studentId: studentClasses.studentId,
    submitted,
  })
    .leftJoin(
      answerHeaders,
      handedIn(sql`${answerHeaders.activityId} = any(${sql.placeholder('activityIds')}::int[])`),
    )
    .where(sql`${studentClasses.classId} = any(${sql.placeholder('classIds')}::int[])`)
    .groupBy(studentClasses.classId, studentClasses.studentId)
    .prepare('class_members_submitted');

  return {
    /** Each active student of the classes, with their submitted activities among `activityIds`. */
    async membersOf(classIds: number[], activityIds: number[]): Promise<MemberSubmissions[]> {
      if (classIds.length === 0) return [];
      return members.execute({ classIds, activityIds });
    },
  };
}

/** A submitted attempt as a student's progress and score read it. */
export type SubmittedAttempt = SelectResultFields<typeof attemptFields>;

const attemptFields = {
  id: answerHeaders.id,
  activityId: answerHeaders.activityId,
  submittedAt: answerHeaders.submittedAt,
  marksObtained: answerHeaders.marksObtained,
  totalMarks: answerHeaders.totalMarks,
};

const attemptJson = jsonFieldsOf<SubmittedAttempt>(attemptFields);

/**
 * Every submitted attempt of the student (`studentId`, a placeholder), as a query of one JSON
 * object each (`row`); `submittedAttemptOf` decodes one.
 */
export const submittedAttemptsAsJson = (db: Database) =>
  db
    .select({ row: attemptJson.object })
    .from(answerHeaders)
    .where(
      and(eq(answerHeaders.studentId, sql.placeholder('studentId')), eq(answerHeaders.status, 'S')),
    );

export const submittedAttemptOf = attemptJson.rowOf;
