import { type CallResponse, rewards } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rewardKeys } from './keys';

export type Achievements = CallResponse<typeof rewards.getMemberAchievements>;
export type HeldBadge = Achievements['held'][number];
export type NotYetBadge = Achievements['not_yet'][number];

/** The student's own badges, held and not yet, and their XP. */
export function getMemberAchievements(signal?: AbortSignal): Promise<Achievements> {
  return apiRequest(rewards.getMemberAchievements, { body: {}, signal });
}

export const achievementsQuery = () =>
  queryOptions({
    queryKey: rewardKeys.achievements(),
    queryFn: ({ signal }) => getMemberAchievements(signal),
  });

export function useMemberAchievements() {
  return useQuery(achievementsQuery());
}
