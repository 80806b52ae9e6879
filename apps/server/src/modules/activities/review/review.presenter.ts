import { activityProgress } from '@kitlab/domain';
import {
  attemptProgressOf,
  type markingOf,
  scoreOfAttempt,
} from '../attempts/attempt.presenter.js';
import type { ActivityInKit } from '../attempts/reach.repository.js';
import type { StudentSubmission } from './review.repository.js';
import type { ReviewableAttempt } from './review-access.js';

type Marking = ReturnType<typeof markingOf>;

const iso = (value: Date | null) => value?.toISOString() ?? null;

const titlesOf = (found: ActivityInKit) => ({
  activity_title: found.activity.title,
  kit_token: found.kitToken,
  kit_title: found.kitTitle,
});

/**
 * A student's latest attempt at the activity, as the class's submissions list shows it; with no
 * attempt, whether the work has closed decides their progress.
 */
export function presentSubmission(
  student: StudentSubmission['student'],
  attempt: StudentSubmission['latest'] | undefined,
  marking: Marking,
  closed: boolean,
) {
  // The name first, as the schema has it, but not spread: V8 builds an object literal that opens
  // with a spread and goes on with many fields very slowly (decision 0047).
  return Object.assign(presentStudentName(student), {
    progress: attempt
      ? attemptProgressOf(attempt, marking)
      : activityProgress({ attempt: null, closed }),
    answer_header_id: attempt?.id ?? null,
    status: attempt?.status ?? null,
    attempt_number: attempt?.attemptNumber ?? null,
    attempts: attempt?.attempts ?? 0,
    score: attempt ? scoreOfAttempt(attempt, marking) : null,
    marking_state: attempt?.status === 'S' ? (marking?.markingState ?? null) : null,
    time_spent_ms: attempt?.timeSpentMs ?? 0,
    started_at: iso(attempt?.startedAt ?? null),
    submitted_at: iso(attempt?.submittedAt ?? null),
  });
}

/** What a page of a class's submissions at one activity says about the class and activity. */
export function presentSubmissionsHeading(schoolClass: { id: number }, found: ActivityInKit) {
  const { activity } = found;
  return {
    class_id: schoolClass.id,
    activity_id: activity.id,
    activity_type: activity.activityType,
    ...titlesOf(found),
    total_marks: activity.totalMarks,
  };
}

/** Whose work it is, as the review and answer sheets name a student. */
export function presentStudentName(student: {
  token: string;
  firstName: string;
  lastName: string;
}) {
  return {
    user_token: student.token,
    first_name: student.firstName,
    last_name: student.lastName,
  };
}

/** A student's response sheet: whose it is and where it sits, around the attempt and its content. */
export function presentResponseSheet<A, Q, S>(
  found: ReviewableAttempt,
  sheet: { attempt: A; questions: Q; steps: S },
) {
  return {
    ...titlesOf(found),
    student: presentStudentName(found.student),
    ...sheet,
  };
}
