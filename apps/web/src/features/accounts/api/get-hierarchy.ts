import { accounts, type CallResponse } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

export type Hierarchy = CallResponse<typeof accounts.getHierarchy>;
export type HierarchySchool = Hierarchy['schools'][number];

/** The schools, classes, grades and subjects the caller may see, for choosers and filters. */
export function getHierarchy(signal?: AbortSignal): Promise<Hierarchy> {
  return apiRequest(accounts.getHierarchy, { signal });
}

export const hierarchyQuery = () =>
  queryOptions({
    queryKey: accountKeys.hierarchy(),
    queryFn: ({ signal }) => getHierarchy(signal),
    staleTime: 5 * 60_000,
  });

export function useHierarchy() {
  return useQuery(hierarchyQuery());
}
