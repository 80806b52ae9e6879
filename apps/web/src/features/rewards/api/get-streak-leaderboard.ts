import { type CallResponse, rewards } from '@kitlab/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rewardKeys } from './keys';

export type Leaderboard = CallResponse<typeof rewards.getStreakLeaderboard>;
export type LeaderboardEntry = Leaderboard['entries'][number];

/** A class's leaderboard for a school week: the student's own class, or the one a teacher names. */
export function getStreakLeaderboard(
  classId: number | null,
  weekStart: string | null,
  signal?: AbortSignal,
): Promise<Leaderboard> {
  return apiRequest(rewards.getStreakLeaderboard, {
    body: {
      ...(classId ? { class_id: classId } : {}),
      ...(weekStart ? { week_start: weekStart } : {}),
    },
    signal,
  });
}

export const leaderboardQuery = (classId: number | null, weekStart: string | null) =>
  queryOptions({
    queryKey: rewardKeys.leaderboard(classId, weekStart),
    queryFn: ({ signal }) => getStreakLeaderboard(classId, weekStart, signal),
    // Moving between weeks keeps the last week on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useStreakLeaderboard(
  classId: number | null,
  weekStart: string | null,
  enabled = true,
) {
  return useQuery({ ...leaderboardQuery(classId, weekStart), enabled });
}
