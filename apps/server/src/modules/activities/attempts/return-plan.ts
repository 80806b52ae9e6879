import type { Refusal, WorkFacts } from './activities.policy.js';

/** What is known of an attempt a teacher wants to hand back for redo. */
export interface ReturnFacts {
  activityType: 'quiz' | 'quest' | 'worksheet';
  status: 'DR' | 'S';
  /** No later attempt exists: an earlier one is history, not work to redo. */
  isLatest: boolean;
  work: WorkFacts;
  /** The activity's questions or steps. */
  itemIds: readonly number[];
}

export type ReturnPlan =
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | {
      kind: 'return';
      /**
       * Items whose answers (those handed in) are copied to the history before the student
       * changes them, and whose marks and comments are cleared for the redo.
       */
      returnedItemIds: number[];
      /**
       * Work returned whole is photographed again: a paper worksheet's pages (if it has any)
       * move to the history.
       */
      movePaperPages: boolean;
    };

const refused = (code: string, detail: string): ReturnPlan => ({
  kind: 'refused',
  refusal: { status: 409, code, detail },
});

/**
 * Whether an attempt can go back to its student for one item (or, with null, all of it) and
 * what moves where. Only a submitted, latest attempt at open work is returned; a quiz is scored
 * by its key, so a teacher allows a retry or overrides a mark instead.
 */
export function planReturn(facts: ReturnFacts, activityDetailId: number | null): ReturnPlan {
  if (facts.activityType === 'quiz') {
    return refused(
      'quiz_not_returnable',
      'A quiz is scored automatically: allow a retry, or change a mark, instead.',
    );
  }
  if (facts.status !== 'S') {
    return refused('not_submitted', 'This work is with the student: return it once handed in.');
  }
  if (!facts.isLatest) {
    return refused('not_latest_attempt', 'Only the student’s latest attempt can be returned.');
  }
  if (facts.work.state !== 'active') {
    return refused(
      'assignment_closed',
      'This assignment is closed, so the student could not hand the work in again.',
    );
  }
  if (activityDetailId !== null && !facts.itemIds.includes(activityDetailId)) {
    return {
      kind: 'invalid',
      errors: { activity_detail_id: ['This item is not part of this activity.'] },
    };
  }
  return {
    kind: 'return',
    returnedItemIds: activityDetailId === null ? [...facts.itemIds] : [activityDetailId],
    movePaperPages: activityDetailId === null,
  };
}

/** A return the student has not handed in again yet: null item for the whole attempt. */
export interface OpenReturn {
  activityDetailId: number | null;
}

/**
 * While work is back with a student, only what was returned can change: the rest stays as it
 * was handed in and marked. `activityDetailId` null asks about the attempt's paper pages.
 */
export function redoRefusal(
  open: readonly OpenReturn[],
  activityDetailId: number | null,
): Refusal | null {
  if (open.length === 0 || open.some((r) => r.activityDetailId === null)) return null;
  if (activityDetailId !== null && open.some((r) => r.activityDetailId === activityDetailId)) {
    return null;
  }
  return {
    status: 409,
    code: 'not_returned',
    detail: 'Your teacher returned another part of this work: only that part can be changed.',
  };
}
