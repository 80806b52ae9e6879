import { activities, type CallResponse } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { activityKeys } from './keys';

export type ActivityProgress = CallResponse<typeof activities.getActivityProgress>;
export type ActivityProgressItem = ActivityProgress['results'][number];

/**
 * The student's progress at one activity, question by question: a quiz in progress numbers and
 * counts its questions from here, as each of its pages brings only its own.
 */
export function getProgress(
  activityId: number,
  signal?: AbortSignal,
): Promise<ActivityProgressItem | null> {
  return apiRequest(activities.getActivityProgress, {
    body: { activity_id: activityId },
    signal,
  }).then((progress) => progress.results.find((item) => item.activity_id === activityId) ?? null);
}

export const progressQuery = (activityId: number) =>
  queryOptions({
    queryKey: activityKeys.progress(activityId),
    queryFn: ({ signal }) => getProgress(activityId, signal),
  });

export function useProgress(activityId: number) {
  return useQuery(progressQuery(activityId));
}
