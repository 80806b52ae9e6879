import type { Database } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import { schoolsVisibleTo } from '../../../lib/organisation-scope.js';
import type { AuthUser } from '../../../plugins/auth.js';
import type { Reviewer } from '../attempts/activities.policy.js';
import type { AttemptsRepository } from '../attempts/attempts.repository.js';
import type { ReachRepository } from '../attempts/reach.repository.js';

/** Which classes staff review, and the attempts of their students; anything else answers 404. */
export function createReviewAccess(deps: {
  db: Database;
  reach: ReachRepository;
  attempts: AttemptsRepository;
}) {
  const { db, reach, attempts } = deps;

  async function reviewerOf(user: AuthUser): Promise<Reviewer> {
    if (user.userType === 'T') {
      return { kind: 'teacher', userId: user.id, classIds: await reach.teacherClassIds(user.id) };
    }
    const schools = await schoolsVisibleTo(db, user);
    return { kind: 'administrator', userId: user.id, schoolIds: schools.map((s) => s.id) };
  }

  async function classIdsOf(reviewer: Reviewer): Promise<number[]> {
    return reviewer.kind === 'teacher'
      ? [...reviewer.classIds]
      : reach.classesOfSchools([...reviewer.schoolIds]);
  }

  return {
    reviewerOf,
    classIdsOf,

    /**
     * An attempt of a student in a class the caller reviews, at an activity assigned to that
     * class; with the student and the assignment that covers it.
     */
    async reviewableAttempt(user: AuthUser, attemptId: number) {
      const attempt = await attempts.find(attemptId);
      const found = attempt ? await reach.activity(attempt.activityId) : null;
      const classIds = attempt && found ? await classIdsOf(await reviewerOf(user)) : [];
      const student = attempt ? await reach.studentIn(classIds, { id: attempt.studentId }) : null;
      const [work] =
        student && found ? await reach.workCovering([student.classId], found.activity) : [];
      if (!attempt || !found || !student || !work) throw notFound('No such attempt.');
      return { attempt, ...found, student, work };
    },
  };
}

export type ReviewAccess = ReturnType<typeof createReviewAccess>;
export type ReviewableAttempt = Awaited<ReturnType<ReviewAccess['reviewableAttempt']>>;
