import type { QueryClient } from '@tanstack/react-query';
import { assignmentKeys } from '../../assignments';
import { kitKeys } from '../../kits';
import { activityKeys } from './keys';

/**
 * After a submission or a new attempt: the score history and progress of the activity (also as
 * the kit page lists it), the student's assignment lists (what is done and what is still to do)
 * and the kit statuses of the library (a kit is Completed once each of its activities is handed
 * in) are out of date.
 */
export async function refreshAfterAttemptChange(
  queryClient: QueryClient,
  activityId: number,
): Promise<void> {
  await Promise.all(
    [
      activityKeys.score(activityId),
      activityKeys.progress(activityId),
      kitKeys.progressLists(),
      assignmentKeys.lists(),
      kitKeys.withStatus(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
