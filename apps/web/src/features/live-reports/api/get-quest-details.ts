import { type CallResponse, reports } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { IDLE_REFRESH_MS } from './idle-refresh';
import { liveReportKeys } from './keys';

export type QuestDetails = CallResponse<typeof reports.getQuestDetails>;
export type QuestStep = QuestDetails['steps'][number];

/** A quest in a class, step by step: who handed in, who waits for marks, who was handed work back. */
export function getQuestDetails(
  classId: number,
  activityId: number,
  signal?: AbortSignal,
): Promise<QuestDetails> {
  return apiRequest(reports.getQuestDetails, {
    query: { class_id: classId, activity_id: activityId },
    signal,
  });
}

export const questDetailsQuery = (classId: number, activityId: number) =>
  queryOptions({
    queryKey: liveReportKeys.quest(classId, activityId),
    queryFn: ({ signal }) => getQuestDetails(classId, activityId, signal),
    staleTime: 0,
    refetchInterval: IDLE_REFRESH_MS,
  });

export function useQuestDetails(classId: number, activityId: number) {
  return useQuery(questDetailsQuery(classId, activityId));
}
