import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.js';
import { matched } from '../../../db/joined-row.js';
import {
  activities,
  answerHeaders,
  kits,
  studentClasses,
  users,
} from '../../../db/schema/index.js';
import { joinSessions, sessionUserFields } from '../../../plugins/auth.js';
import type { ClassSubject } from '../../classes/index.js';
import type { AttemptRow } from '../attempts/attempts.repository.js';
import {
  type VersionedActivity,
  versionedActivityFields,
  versionedActivityOf,
} from '../attempts/content-cache.js';
import { type CoveringWork, coveringWorkOf } from '../attempts/covering-work.js';
import {
  joinClassWork,
  kitOfActivity,
  liveActivityOfAttempt,
  workFields,
} from '../attempts/reach.repository.js';
import { signedInTogether, signInRequests } from '../attempts/signed-in-together.js';
import { subjectsTaught } from './subjects-taught.js';

/** What a teacher's review of one attempt is decided from, before the rules are asked. */
export interface TeacherReviewScene extends VersionedActivity {
  attempt: AttemptRow;
  /** The attempt's student while active, with the class they sit in; null otherwise. */
  student: {
    id: number;
    token: string;
    firstName: string;
    lastName: string;
    classId: number;
  } | null;
  /** The teacher's teachings of that class (any subject); none when they do not teach it. */
  teaching: ClassSubject[];
  /** The standing assignments of that class covering the activity, newest first. */
  covering: CoveringWork[];
}

/** The attempt's student, apart from the user a statement signs in. */
const student = alias(users, 'review_student');

/** The attempt's student while active, as both statements join them. */
const activeStudent = and(eq(student.id, answerHeaders.studentId), eq(student.isActive, true));

/** The scene's columns, the subjects those of the teacher `teacherId` gives. */
const sceneFields = (teacherId: SQLWrapper) => ({
  attempt: answerHeaders,
  ...versionedActivityFields,
  work: workFields,
  student: {
    id: student.id,
    token: student.token,
    firstName: student.firstName,
    lastName: student.lastName,
    classId: studentClasses.classId,
  },
  subjectIds: subjectsTaught(studentClasses.classId, teacherId),
});

/**
 * Each request's session user, then (left joined, so a session alone still signs in) the scene of
 * the attempt it names, its subjects those of the user signed in.
 */
const scenesInSessions = (db: Database) =>
  joinClassWork(
    joinSessions(
      db
        .select({
          request: signInRequests.request,
          user: sessionUserFields,
          ...sceneFields(users.id),
        })
        .from(signInRequests.table)
        .$dynamic(),
    )
      .leftJoin(answerHeaders, eq(answerHeaders.id, signInRequests.attemptId))
      .leftJoin(activities, liveActivityOfAttempt)
      .leftJoin(kits, kitOfActivity)
      .leftJoin(student, activeStudent),
    answerHeaders.studentId,
  );

/** The scene's rows as both statements read them: as beside a session, any part may be missing. */
type SceneRow = Omit<
  Awaited<ReturnType<ReturnType<typeof scenesInSessions>['execute']>>[number],
  'request' | 'user'
>;

/**
 * The scene of its rows (one per standing assignment), or null when the attempt or its live
 * activity is missing.
 */
function sceneOfRows(rows: readonly SceneRow[]): TeacherReviewScene | null {
  const [first] = rows;
  if (!first) return null;
  const { attempt, activity, kitToken, kitTitle, sourceHash, kitUpdatedAt } = first;
  if (!attempt || !activity || kitToken == null || kitTitle == null) return null;
  if (sourceHash == null || kitUpdatedAt == null) return null;
  // Their class is joined apart from the student: a student in no class is not reached either.
  const reached = matched(first.student);
  return {
    ...versionedActivityOf({ activity, kitToken, kitTitle, sourceHash, kitUpdatedAt }),
    attempt,
    student: reached,
    teaching: reached
      ? (first.subjectIds ?? []).map((subjectId) => ({ classId: reached.classId, subjectId }))
      : [],
    covering: coveringWorkOf(
      rows.map((row) => row.work),
      activity.id,
    ),
  };
}

/**
 * Everything a teacher's review of an attempt is checked against, in one prepared statement: the
 * attempt, its live activity with the kit's version, its active student and their class, the
 * subjects the teacher teaches that class, and the class's standing work for the activity's kit
 * (a row each, newest first). The rules themselves stay with the review access. `signedIn` reads
 * the same beside the caller's sign-in session, the subjects those of the user signed in, so a
 * review call signs in and reads its scene in one round trip.
 */
export function createTeacherReviewScene(db: Database) {
  const scene = db
    .select(sceneFields(sql.placeholder('teacherId')))
    .from(answerHeaders)
    .innerJoin(activities, liveActivityOfAttempt)
    .innerJoin(kits, kitOfActivity)
    .leftJoin(student, activeStudent)
    .where(eq(answerHeaders.id, sql.placeholder('attemptId')))
    .$dynamic();
  const statement = joinClassWork(scene, answerHeaders.studentId).prepare('review_teacher_scene');

  const signedInStatement = scenesInSessions(db).prepare('review_teacher_scenes_signed_in');

  /** The scene of the attempt for this teacher, or null when it or its live activity is gone. */
  const sceneOf = async (teacherId: number, attemptId: number) =>
    sceneOfRows(await statement.execute({ teacherId, attemptId }));

  /**
   * The user of a standing sign-in session (null: none, as `SessionLookup` answers) and the
   * scene of the attempt for them as a teacher, read together.
   */
  const signedIn = signedInTogether(
    (values) => signedInStatement.execute(values),
    (rows) => sceneOfRows(rows),
  );

  return { sceneOf, signedIn };
}
