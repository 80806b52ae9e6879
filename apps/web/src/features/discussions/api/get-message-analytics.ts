import { type CallResponse, discussions } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { discussionKeys } from './keys';

export type MessageAnalytics = CallResponse<typeof discussions.getMessageAnalytics>;
export type MessageFigures = MessageAnalytics['results'][number];

/** Message figures per class and quest of the teacher's discussions; one class when given. */
export function getMessageAnalytics(classId: number | null, signal?: AbortSignal) {
  return apiRequest(discussions.getMessageAnalytics, {
    body: classId === null ? {} : { class_id: classId },
    signal,
  });
}

export const messageAnalyticsQuery = (classId: number | null) =>
  queryOptions({
    queryKey: discussionKeys.analytics(classId),
    queryFn: ({ signal }) => getMessageAnalytics(classId, signal),
  });

export const useMessageAnalytics = (classId: number | null) =>
  useQuery(messageAnalyticsQuery(classId));
