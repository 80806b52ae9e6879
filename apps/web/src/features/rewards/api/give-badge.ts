import { type CallBody, rewards } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { rewardKeys } from './keys';

export type GiveBadgeInput = CallBody<typeof rewards.giveBadge>;

/** A teacher gives a student a badge by hand, with a reason the student reads. */
export function giveBadge(body: GiveBadgeInput) {
  return apiRequest(rewards.giveBadge, { body });
}

export function useGiveBadge(classId: number) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: giveBadge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardKeys.counts(classId) }),
  });
}
