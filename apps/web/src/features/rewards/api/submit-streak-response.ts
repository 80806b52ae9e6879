import { type CallBody, rewards } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { rewardKeys } from './keys';

export type StreakResponse = CallBody<typeof rewards.submitStreakResponse>;

/** The student saw their streak's celebration, or chose whether classmates see them ranked. */
export function submitStreakResponse(body: StreakResponse) {
  return apiRequest(rewards.submitStreakResponse, { body });
}

export function useSubmitStreakResponse() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: submitStreakResponse,
    onSuccess: (streak) => {
      queryClient.setQueryData(rewardKeys.streak(), streak);
      void queryClient.invalidateQueries({
        queryKey: [...rewardKeys.all, 'leaderboard'],
      });
    },
  });
}
