import type { QueryClient } from '@tanstack/react-query';
import { assignmentKeys } from '../../assignments';
import { companionKeys } from '../../companion';
import { kitKeys } from '../../kits';
import { activityKeys } from './keys';

/**
 * After a submission or a new attempt: the score history and progress of the activity (also as
 * the kit page lists it), the student's assignment lists (what is done and what is still to do)
 * and the kit statuses of the library (a kit is Completed once each of its activities is handed
 * in) are out of date, and so is the learning companion's guide (what is due, where the student
 * left off, the message about the last hand-in).
 */
export async function refreshAfterAttemptChange(
  queryClient: QueryClient,
  activityId: number,
): Promise<void> {
  // Not waited for: the companion polls for its data, and a submission never waits on it.
  void queryClient.invalidateQueries({ queryKey: companionKeys.guide() });
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
