import { activities, type CallResponse } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { activityKeys } from './keys';

export type ResponseSheet = CallResponse<typeof activities.getStudentResponses>;

/** One student's attempt with answers, step responses, pages, marks and the answer keys. */
export function getResponse(answerHeaderId: number, signal?: AbortSignal): Promise<ResponseSheet> {
  return apiRequest(activities.getStudentResponses, {
    query: { answer_header_id: answerHeaderId },
    signal,
  });
}

export const responseQuery = (activityId: number, answerHeaderId: number) =>
  queryOptions({
    queryKey: activityKeys.response(activityId, answerHeaderId),
    queryFn: ({ signal }) => getResponse(answerHeaderId, signal),
  });

export function useResponse(activityId: number, answerHeaderId: number) {
  return useQuery(responseQuery(activityId, answerHeaderId));
}
