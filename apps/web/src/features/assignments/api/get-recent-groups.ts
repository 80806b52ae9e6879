import { assignments, type CallResponse } from '@kitlab/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

export type RecentGroups = CallResponse<typeof assignments.listRecentByGroup>;
export type AssignmentGroup = RecentGroups['results'][number];

export const GROUPS_PER_PAGE = 10;

export function getRecentGroups(page: number, signal?: AbortSignal): Promise<RecentGroups> {
  return apiRequest(assignments.listRecentByGroup, {
    body: { page, per_page: GROUPS_PER_PAGE },
    signal,
  });
}

export const recentGroupsQuery = (page: number) =>
  queryOptions({
    queryKey: assignmentKeys.recentGroups(page),
    queryFn: ({ signal }) => getRecentGroups(page, signal),
    placeholderData: keepPreviousData,
  });

export function useRecentGroups(page: number) {
  return useQuery(recentGroupsQuery(page));
}
