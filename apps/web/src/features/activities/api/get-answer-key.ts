import { activities, type CallResponse } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { activityKeys } from './keys';

export type AnswerKey = CallResponse<typeof activities.answerSheet>;

/** An activity's title, questions or steps and answer keys, for a teacher of a class it is in. */
export function getAnswerKey(activityId: number, kitId: number, signal?: AbortSignal) {
  return apiRequest(activities.answerSheet, {
    params: { id: activityId },
    query: { kit_id: kitId },
    signal,
  });
}

export const answerKeyQuery = (activityId: number, kitId: number) =>
  queryOptions({
    queryKey: activityKeys.answerKey(activityId, kitId),
    queryFn: ({ signal }) => getAnswerKey(activityId, kitId, signal),
    // Questions change only when a kit is imported again.
    staleTime: 5 * 60_000,
  });

export function useAnswerKey(activityId: number, kitId: number | null) {
  return useQuery({ ...answerKeyQuery(activityId, kitId ?? 0), enabled: kitId !== null });
}
