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
    onSuccess: (streak, body) => {
      queryClient.setQueryData(rewardKeys.streak(), streak);
      // Only the student's choice to be shown or hidden moves them on the leaderboards.
      if (body.show_on_leaderboard !== undefined) {
        void queryClient.invalidateQueries({ queryKey: rewardKeys.leaderboards() });
      }
    },
  });
}
