import type { AssignmentState } from '@kitlab/domain';
import { coversActivity } from './activities.policy.js';

/** An assignment that covers an activity in a class: the whole kit, or that activity. */
export interface CoveringWork {
  id: number;
  classId: number;
  /** The one activity it names; null when it is the whole kit. */
  activityId: number | null;
  organisationId: number;
  state: AssignmentState;
  dueDate: string;
  instructions: string | null;
  allowRetries: boolean;
  timeZone: string;
  /** Who assigned it, and the subject they teach the class (null once that teaching ended). */
  teacherId: number;
  subjectId: number | null;
}

/** A standing assignment as a left join reads it beside an activity: all nulls when there is none. */
type JoinedWork = { [K in keyof CoveringWork]: CoveringWork[K] | null };

/**
 * The assignments covering the activity among the standing work of its kit read beside it (a row
 * each, newest first, nulls when there is none), newest first.
 */
export function coveringWorkOf(rows: readonly JoinedWork[], activityId: number): CoveringWork[] {
  return rows.filter(
    (work): work is CoveringWork => work.id !== null && coversActivity(work, activityId),
  );
}

/**
 * The covering work a student's call is about: the assignment they came from when they name one
 * (null when it does not cover the activity), else the newest, whose rules apply.
 */
export function chosenWork(
  covering: readonly CoveringWork[],
  assignmentId?: number,
): CoveringWork | null {
  const chosen =
    assignmentId === undefined ? covering[0] : covering.find((work) => work.id === assignmentId);
  return chosen ?? null;
}
