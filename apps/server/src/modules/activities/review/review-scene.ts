import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  activities,
  answerHeaders,
  kits,
  studentClasses,
  users,
} from '../../../db/schema/index.js';
import { type ClassSubject, classStudentFields } from '../../classes/index.js';
import type { AttemptRow } from '../attempts/attempts.repository.js';
import {
  type VersionedActivity,
  versionedActivityFields,
  versionedActivityOf,
} from '../attempts/content-cache.js';
import { type CoveringWork, coveringWorkOf } from '../attempts/covering-work.js';
import { joinClassWork, workFields } from '../attempts/reach.repository.js';
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

/**
 * Everything a teacher's review of an attempt is checked against, in one prepared statement: the
 * attempt, its live activity with the kit's version, its active student and their class, the
 * subjects the teacher teaches that class, and the class's standing work for the activity's kit
 * (a row each, newest first). The rules themselves stay with the review access.
 */
export function createTeacherReviewScene(db: Database) {
  const scene = db
    .select({
      attempt: answerHeaders,
      ...versionedActivityFields,
      work: workFields,
      student: { ...classStudentFields, classId: studentClasses.classId },
      subjectIds: subjectsTaught(studentClasses.classId),
    })
    .from(answerHeaders)
    .innerJoin(
      activities,
      and(eq(activities.id, answerHeaders.activityId), isNull(activities.retiredAt)),
    )
    .innerJoin(kits, eq(kits.id, activities.kitId))
    .leftJoin(users, and(eq(users.id, answerHeaders.studentId), eq(users.isActive, true)))
    .where(eq(answerHeaders.id, sql.placeholder('attemptId')))
    .$dynamic();
  const statement = joinClassWork(scene, answerHeaders.studentId).prepare('review_teacher_scene');

  /** The scene of the attempt for this teacher, or null when it or its live activity is gone. */
  return async (teacherId: number, attemptId: number): Promise<TeacherReviewScene | null> => {
    const rows = await statement.execute({ teacherId, attemptId });
    const [first] = rows;
    if (!first) return null;
    const { id, token, firstName, lastName, classId } = first.student ?? {};
    const student =
      id != null && token != null && firstName != null && lastName != null && classId != null
        ? { id, token, firstName, lastName, classId }
        : null;
    return {
      ...versionedActivityOf(first),
      attempt: first.attempt,
      student,
      teaching: student
        ? (first.subjectIds ?? []).map((subjectId) => ({ classId: student.classId, subjectId }))
        : [],
      covering: coveringWorkOf(
        rows.map((row) => row.work),
        first.activity.id,
      ),
    };
  };
}

export type TeacherReviewSceneReader = ReturnType<typeof createTeacherReviewScene>;
