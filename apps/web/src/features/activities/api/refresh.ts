import type { QueryClient } from '@tanstack/react-query';
import { assignmentKeys } from '../../assignments';
import { activityKeys } from './keys';

/**
 * After a submission or a new attempt: the score history and progress of the activity, and the
 * student's assignment lists (what is done and what is still to do) are out of date.
 */
export async function refreshAfterAttemptChange(
  queryClient: QueryClient,
  activityId: number,
): Promise<void> {
  await Promise.all(
    [activityKeys.score(activityId), activityKeys.progress(activityId), assignmentKeys.lists()].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
