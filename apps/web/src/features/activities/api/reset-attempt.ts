import { activities } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { activityKeys } from './keys';
import { refreshAfterAttemptChange } from './refresh';
import type { Attempt } from './start-attempt';

/** A new attempt after a submitted one, when the teacher allows retries; earlier ones are kept. */
export function resetAttempt(activityId: number) {
  return apiRequest(activities.startRetry, { body: { activity_id: activityId } });
}

export function useResetAttempt(activityId: number) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: () => resetAttempt(activityId),
    onSuccess: async (draft) => {
      queryClient.setQueryData<Attempt>(activityKeys.start(activityId), draft);
      await refreshAfterAttemptChange(queryClient, activityId);
    },
  });
}
