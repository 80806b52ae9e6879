import { type CallResponse, rewards } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rewardKeys } from './keys';

export type Streak = CallResponse<typeof rewards.getMyStreak>;
export type StreakDay = Streak['recent'][number];

/** The student's streak: its length, freezes, the last 14 days and whether to celebrate. */
export function getMyStreak(signal?: AbortSignal): Promise<Streak> {
  return apiRequest(rewards.getMyStreak, { signal });
}

export const streakQuery = () =>
  queryOptions({ queryKey: rewardKeys.streak(), queryFn: ({ signal }) => getMyStreak(signal) });

export function useMyStreak(enabled = true) {
  return useQuery({ ...streakQuery(), enabled });
}
