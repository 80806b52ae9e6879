import type { AssignmentState } from '@kitlab/domain';

/**
 * Whether the work still stands: given and not cancelled. Cancelled work is as good as never
 * assigned. The same rule in SQL is `standingAssignment`.
 */
export function isStanding(work: { state: AssignmentState }): boolean {
  return work.state !== 'cancelled';
}
