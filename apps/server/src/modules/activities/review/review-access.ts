import type { Database } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import type { AuthUser, SessionLookup } from '../../../plugins/auth.js';
import { teachesClass } from '../../classes/index.js';
import { schoolsVisibleTo } from '../../organisations/index.js';
import { canReviewWork, type Reviewer } from '../attempts/activities.policy.js';
import type { AttemptsRepository } from '../attempts/attempts.repository.js';
import { keptAtSignIn } from '../attempts/kept-at-sign-in.js';
import type { ActivityRow, ReachRepository } from '../attempts/reach.repository.js';
import { createTeacherReviewScene } from './review-scene.js';
import type { VersionedActivityLookup } from './versioned-activity.js';

/**
 * Which classes staff review, the work of theirs in them and the attempts it covers; anything
 * else answers 404. A teacher reaches work only in a subject they teach its class (decision 0039).
 */
export function createReviewAccess(deps: {
  db: Database;
  reach: ReachRepository;
  attempts: AttemptsRepository;
  activityOf: VersionedActivityLookup;
}) {
  const { db, reach, attempts, activityOf } = deps;
  const teacherScenes = keptAtSignIn(createTeacherReviewScene(db));

  async function reviewerOf(user: AuthUser): Promise<Reviewer> {
    if (user.userType === 'T') {
      return { kind: 'teacher', userId: user.id, teaching: await reach.teachingOf(user.id) };
    }
    const schools = await schoolsVisibleTo(db, user);
    return { kind: 'administrator', userId: user.id, schoolIds: schools.map((s) => s.id) };
  }

  async function classIdsOf(reviewer: Reviewer): Promise<number[]> {
    return reviewer.kind === 'teacher'
      ? [...new Set(reviewer.teaching.map((t) => t.classId))]
      : reach.classesOfSchools([...reviewer.schoolIds]);
  }

  /** The work of these classes covering the activity that the reviewer reaches, newest first. */
  async function reviewableWork(
    reviewer: Reviewer,
    classIds: number[],
    activity: Pick<ActivityRow, 'id' | 'kitId'>,
  ) {
    const work = await reach.workCovering(classIds, activity);
    return work.filter((w) => canReviewWork(reviewer, w));
  }

  /**
   * A teacher's reviewable attempt from its one scene statement, by the same rules as below: the
   * student active in a class the teacher teaches, work covering the activity in a subject of theirs.
   */
  async function teacherReviewable(user: AuthUser, attemptId: number) {
    const teacherId = user.id;
    const scene = await teacherScenes.sceneOf(user, attemptId);
    if (!scene) throw notFound('No such attempt.');
    const { attempt, activity, kitToken, kitTitle, kitVersion, student, teaching } = scene;
    const reviewer: Reviewer = { kind: 'teacher', userId: teacherId, teaching };
    const reached = student && teachesClass(teaching, student.classId) ? student : null;
    const work = reached ? scene.covering.find((w) => canReviewWork(reviewer, w)) : undefined;
    if (!reached || !work) throw notFound('No such attempt.');
    return { attempt, activity, kitToken, kitTitle, kitVersion, student: reached, work };
  }

  return {
    /**
     * The session lookup of a call on an attempt: it signs in by the session rule and reads the
     * attempt's teacher's scene in the same statement, which `reviewableAttempt` then takes for
     * that user and attempt instead of reading it again.
     */
    signIn(attemptId: number): SessionLookup {
      return teacherScenes.signIn(attemptId);
    },
    reviewerOf,
    classIdsOf,
    reviewableWork,

    /**
     * An attempt of a student in a class the caller reviews, at an activity assigned to that
     * class in a subject the caller reaches; with the student and the assignment that covers it.
     */
    async reviewableAttempt(user: AuthUser, attemptId: number) {
      if (user.userType === 'T') return teacherReviewable(user, attemptId);
      const attempt = await attempts.find(attemptId);
      const found = attempt ? await activityOf(attempt.activityId) : null;
      if (!attempt || !found) throw notFound('No such attempt.');
      const reviewer = await reviewerOf(user);
      const student = await reach.studentIn(await classIdsOf(reviewer), { id: attempt.studentId });
      const [work] = student
        ? await reviewableWork(reviewer, [student.classId], found.activity)
        : [];
      if (!student || !work) throw notFound('No such attempt.');
      return { attempt, ...found, student, work };
    },
  };
}

export type ReviewAccess = ReturnType<typeof createReviewAccess>;
export type ReviewableAttempt = Awaited<ReturnType<ReviewAccess['reviewableAttempt']>>;
