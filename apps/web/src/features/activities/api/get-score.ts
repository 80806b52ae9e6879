import { activities, type CallResponse } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { activityKeys } from './keys';

export type ActivityScore = CallResponse<typeof activities.getActivityScores>;
export type AttemptSummary = ActivityScore['attempts'][number];

/** The student's latest attempt with its marks, and every attempt's score, first to latest. */
export function getScore(activityId: number, signal?: AbortSignal): Promise<ActivityScore> {
  return apiRequest(activities.getActivityScores, { body: { activity_id: activityId }, signal });
}

export const scoreQuery = (activityId: number) =>
  queryOptions({
    queryKey: activityKeys.score(activityId),
    queryFn: ({ signal }) => getScore(activityId, signal),
  });

export function useScore(activityId: number, enabled = true) {
  return useQuery({ ...scoreQuery(activityId), enabled });
}
