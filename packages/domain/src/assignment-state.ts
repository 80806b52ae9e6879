/**
 * Assignment states of spec section 4 (Completed, Assigned, Not Assigned) and the completion
 * rule: a student has completed an assignment once they have a submitted attempt at every live
 * activity it covers.
 */

export type KitAssignmentStatus = 'Completed' | 'Assigned' | 'Not Assigned';

/** What the teacher has done with an assignment; "active" is open for work. */
export const ASSIGNMENT_STATES = ['active', 'completed', 'cancelled'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

/**
 * Whether the work still stands: given and not cancelled. Cancelled work is as good as never
 * assigned. The server's statements ask the same in SQL (`standingAssignment`).
 */
export function isStanding(work: { state: AssignmentState }): boolean {
  return work.state !== 'cancelled';
}

export interface AssignmentFacts {
  state: AssignmentState;
  /** For a student: whether they have completed it; for a teacher's view: never set. */
  doneByStudent?: boolean;
}

/**
 * The status of a kit from its assignments (whole kit or one of its activities) to a class or a
 * teacher's classes: Not Assigned without any that is not cancelled; Assigned while any is still
 * open work; Completed once each is marked complete by a teacher or done by the student.
 */
export function kitAssignmentStatus(assignments: readonly AssignmentFacts[]): KitAssignmentStatus {
  const live = assignments.filter(isStanding);
  if (live.length === 0) return 'Not Assigned';
  const open = live.some((a) => a.state === 'active' && a.doneByStudent !== true);
  return open ? 'Assigned' : 'Completed';
}

/**
 * A student completed the work once every covered activity has a submitted attempt. Work that
 * covers no live activity (all retired) cannot be completed by submitting; only a teacher closes it.
 */
export function hasCompletedWork(coveredActivities: number, submittedActivities: number): boolean {
  return coveredActivities > 0 && submittedActivities >= coveredActivities;
}

/** `part` of `whole` as a percentage with one decimal; 0 when there is nothing to count. */
export function percentageOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0;
}
