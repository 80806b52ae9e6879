import type { activities, LearningEventKind } from '../../../db/schema/index.js';
import type { NewLearningEvent } from '../../learning-events/index.js';
import type { AttemptRow } from './attempt-rows.repository.js';
import type { CoveringWork } from './covering-work.js';

/** An attempt with what it is at and the assignment it is for, as its learning events name them. */
export interface AttemptScene {
  attempt: AttemptRow;
  activity: typeof activities.$inferSelect;
  work: CoveringWork | null;
}

/**
 * A learning event about an attempt, at `occurredAt` on the server clock: the student is the
 * actor unless `extra` names another (a teacher marking), and the assignment gives the class,
 * subject and teacher.
 */
export function attemptEvent(
  { attempt, activity, work }: AttemptScene,
  kind: LearningEventKind,
  occurredAt: Date,
  extra: Partial<NewLearningEvent> = {},
): NewLearningEvent {
  return {
    kind,
    occurredAt,
    organisationId: attempt.organisationId,
    actorId: attempt.studentId,
    actorType: 'S',
    studentId: attempt.studentId,
    kitId: activity.kitId,
    activityId: attempt.activityId,
    attemptId: attempt.id,
    attemptNumber: attempt.attemptNumber,
    assignmentId: work?.id ?? attempt.assignmentId,
    classId: work?.classId ?? null,
    subjectId: work?.subjectId ?? null,
    teacherId: work?.teacherId ?? null,
    ...extra,
  };
}
