import { activities, type CallResponse } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLiveInvalidation } from '../../live';

export type ToMark = CallResponse<typeof activities.getToMarkCounts>;

const toMarkKey = ['dashboard', 'to-mark'] as const;

export const toMarkQuery = () =>
  queryOptions({
    queryKey: toMarkKey,
    queryFn: ({ signal }) => apiRequest(activities.getToMarkCounts, { signal }),
  });

/** The hand-ins waiting for the teacher's marking; a new notification (a hand-in) refetches it. */
export function useToMark() {
  useLiveInvalidation(['notification.created'], toMarkKey);
  return useQuery(toMarkQuery());
}
