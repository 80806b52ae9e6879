import { type CallResponse, reports } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from './keys';

export type ReportSearchHit = CallResponse<typeof reports.searchAdminReport>['hits'][number];

/** The shortest search key the server takes. */
export const REPORT_SEARCH_MIN_LENGTH = 2;

/** Classes, teachers and students whose name holds the key, each with the filters that show it. */
export function searchAdminReport(key: string, signal?: AbortSignal): Promise<ReportSearchHit[]> {
  return apiRequest(reports.searchAdminReport, { body: { q: key }, signal }).then(
    ({ hits }) => hits,
  );
}

export const adminReportSearchQuery = (key: string) =>
  queryOptions({
    queryKey: reportKeys.adminSearch(key),
    queryFn: ({ signal }) => searchAdminReport(key, signal),
  });

/** Searches once the key is long enough; the key is sent in a POST body, never in an address. */
export function useAdminReportSearch(key: string) {
  return useQuery({
    ...adminReportSearchQuery(key),
    enabled: key.length >= REPORT_SEARCH_MIN_LENGTH,
  });
}
