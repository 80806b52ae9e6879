import { type CallResponse, discussions } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { discussionKeys } from './keys';

export type OpenReport = CallResponse<typeof discussions.listOpenReports>['results'][number];

/** Reported messages of the teacher's discussions that no teacher has dealt with yet. */
export function getOpenReports(signal?: AbortSignal) {
  return apiRequest(discussions.listOpenReports, { body: {}, signal });
}

export const openReportsQuery = () =>
  queryOptions({
    queryKey: discussionKeys.reports(),
    queryFn: ({ signal }) => getOpenReports(signal),
  });

export const useOpenReports = () => useQuery(openReportsQuery());
