import type { LiveItem } from '../../../lib/live-publisher.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { type AttemptScene, attemptEvent } from '../attempts/attempt-event.js';
import type { ReviewableAttempt } from './review-access.js';

/** A teacher's act on a student's attempt: the teacher is the actor, the student its learner. */
function teacherEvent(
  scene: AttemptScene,
  teacher: AuthUser,
  kind: 'work_marked' | 'work_returned',
  at: Date,
) {
  const { marksObtained, totalMarks } = scene.attempt;
  return attemptEvent(scene, kind, at, {
    actorId: teacher.id,
    actorType: teacher.userType,
    scoreRaw: marksObtained,
    scoreMax: marksObtained === null ? null : totalMarks,
  });
}

/** The attempt as marked, with its score once every item has its marks. */
export function markedEvent(scene: AttemptScene, teacher: AuthUser, at: Date) {
  return teacherEvent(scene, teacher, 'work_marked', at);
}

/** The attempt as it was handed back, with the score it had. */
export function returnedEvent(scene: AttemptScene, teacher: AuthUser, at: Date) {
  return teacherEvent(scene, teacher, 'work_returned', at);
}

/**
 * Tells the student's open player and dashboard that a teacher returned or marked their work:
 * ids only, the screens refetch what they show.
 */
export function workChangedNotice({ attempt, work }: ReviewableAttempt): LiveItem {
  return {
    userId: attempt.studentId,
    type: 'work.changed',
    data: { assignment_id: work.id, activity_id: attempt.activityId },
  };
}
