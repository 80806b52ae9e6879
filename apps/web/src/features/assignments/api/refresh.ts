import type { QueryClient } from '@tanstack/react-query';
import { assignmentKeys } from './keys';

/**
 * What a change to assignments makes stale. Moving a date changes lists and calendars;
 * new instructions change lists only; creating, cancelling, completing or reopening also
 * change the kit's library status and which classes can still take it.
 */
export type AssignmentChange = 'created' | 'moved' | 'instructions' | 'closed';

export async function refreshAfter(
  queryClient: QueryClient,
  change: AssignmentChange,
  assignmentId?: number,
): Promise<void> {
  const stale: (readonly unknown[])[] = [assignmentKeys.lists()];
  if (change !== 'instructions') stale.push(assignmentKeys.calendars());
  if (change === 'created' || change === 'closed') stale.push(assignmentKeys.drawer());
  if (change === 'closed' && assignmentId !== undefined) {
    stale.push(assignmentKeys.completion(assignmentId));
  }
  await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
