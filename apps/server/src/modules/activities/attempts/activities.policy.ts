/** Who may do what with attempts: pure rules, tested without a database. */
import { type AssignmentState, isStanding } from '@kitlab/domain';
import type { StepContent } from '../../../db/schema/index.js';
import { isPhoto } from '../../../lib/storage/file-types.js';
import {
  type ClassSubject,
  teachesClass,
  teachesWork,
  type WorkPlace,
} from '../../classes/index.js';

export interface WorkFacts {
  state: AssignmentState;
  allowRetries: boolean;
}

/** Why a write is refused: the wire's status, code and message. */
export interface Refusal {
  status: 404 | 409;
  code: string;
  detail: string;
}

const NOT_ASSIGNED: Refusal = { status: 404, code: 'not_found', detail: 'No such activity.' };
const SUBMITTED: Refusal = {
  status: 409,
  code: 'attempt_submitted',
  detail: 'This attempt has been submitted and can no longer be changed.',
};
const CLOSED: Refusal = {
  status: 409,
  code: 'assignment_closed',
  detail: 'Your teacher has closed this assignment, so it no longer takes answers.',
};

/**
 * Whether a student may start or change an attempt: only while the activity is assigned to their
 * class (cancelled work is as good as never assigned) and the teacher has not closed the work.
 * Late work is accepted while the assignment is open: only the teacher's closing stops it.
 */
export function answeringRefusal(
  attemptStatus: 'DR' | 'S' | null,
  work: WorkFacts | null,
): Refusal | null {
  if (!work || !isStanding(work)) return NOT_ASSIGNED;
  if (attemptStatus === 'S') return SUBMITTED;
  if (work.state === 'completed') return CLOSED;
  return null;
}

/** A new attempt after a submitted one needs open work whose teacher allows retries. */
export function retryRefusal(latest: 'DR' | 'S' | null, work: WorkFacts | null): Refusal | null {
  if (!work || !isStanding(work)) return NOT_ASSIGNED;
  if (latest === 'DR') {
    return {
      status: 409,
      code: 'attempt_in_progress',
      detail: 'Finish and submit the attempt you have started first.',
    };
  }
  if (latest === null) {
    return {
      status: 409,
      code: 'not_submitted',
      detail: 'There is nothing to try again yet: start the activity first.',
    };
  }
  if (work.state === 'completed') return CLOSED;
  if (!work.allowRetries) {
    return {
      status: 409,
      code: 'retries_not_allowed',
      detail: 'Your teacher has not allowed another attempt at this activity.',
    };
  }
  return null;
}

export const canRetry = (latest: 'DR' | 'S' | null, work: WorkFacts | null) =>
  retryRefusal(latest, work) === null;

/**
 * A student sees answer keys of a submitted attempt only while they have no draft at the same
 * activity: during a retry the keys of the earlier attempt would give the answers away.
 */
export function mayShowAnswerKeys(attemptStatus: 'DR' | 'S', hasDraft: boolean): boolean {
  return attemptStatus === 'S' && !hasDraft;
}

/** An assignment covers the activity it names, or every activity of its kit when it names none. */
export function coversActivity(work: { activityId: number | null }, activityId: number): boolean {
  return work.activityId === null || work.activityId === activityId;
}

/** Work no longer expected of a student: the teacher completed it, or its due date has passed. */
export function isWorkClosed(work: { state: string; dueDate: string }, today: string): boolean {
  return work.state !== 'active' || work.dueDate < today;
}

export interface StepFile {
  contentType: string;
}

/**
 * Whether a step response fits what the step asks for: text only where the step takes text,
 * photos up to the step's limit, or one PDF, never both. Answers field errors, or null.
 */
export function stepResponseErrors(
  response: StepContent['response'],
  text: string | null,
  files: readonly StepFile[],
): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  if (response.text === 'none' && text) errors.text = ['This step does not take a written answer.'];
  const photos = files.filter((f) => isPhoto(f.contentType)).length;
  const pdfs = files.length - photos;
  const { attachments, max_photos: maxPhotos } = response;
  if (files.length > 0 && attachments === 'none') {
    errors.keys = ['This step does not take files.'];
  } else if (pdfs > 0 && (attachments === 'photos' || photos > 0 || pdfs > 1)) {
    errors.keys = [
      attachments === 'photos' ? 'This step takes photos, not a PDF.' : 'Send one PDF or photos.',
    ];
  } else if (photos > 0 && attachments === 'pdf') {
    errors.keys = ['This step takes one PDF, not photos.'];
  } else if (photos > maxPhotos) {
    errors.keys = [`Send at most ${maxPhotos} photos for this step.`];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The caller of a review call: a teacher with their teachings, or an administrator with their schools. */
export type Reviewer =
  | { kind: 'teacher'; userId: number; teaching: readonly ClassSubject[] }
  | { kind: 'administrator'; userId: number; schoolIds: readonly number[] };

/** Teachers review the classes they teach, in any subject; administrators every class of their schools. */
export function canReviewClass(
  reviewer: Reviewer,
  schoolClass: { id: number; organisationId: number },
): boolean {
  return reviewer.kind === 'teacher'
    ? teachesClass(reviewer.teaching, schoolClass.id)
    : reviewer.schoolIds.includes(schoolClass.organisationId);
}

/**
 * The work itself (an assignment of a class, and the students' attempts it covers): a teacher
 * only where they teach its class its subject (decision 0039); an administrator in their schools.
 */
export function canReviewWork(
  reviewer: Reviewer,
  work: WorkPlace & { organisationId: number },
): boolean {
  return reviewer.kind === 'teacher'
    ? teachesWork(reviewer.teaching, work)
    : reviewer.schoolIds.includes(work.organisationId);
}
