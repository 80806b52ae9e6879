import { reports } from '@kitlab/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from './keys';

export type AdminReport = reports.AdminReport;

/** The administrators' report for these filters: figures, breakdowns, weeks and each filter's options. */
export function getAdminReport(
  query: reports.AdminReportQuery,
  signal?: AbortSignal,
): Promise<AdminReport> {
  return apiRequest(reports.getAdminReport, { body: query, signal });
}

export const adminReportQuery = (query: reports.AdminReportQuery) =>
  queryOptions({
    queryKey: reportKeys.adminReport(query),
    queryFn: ({ signal }) => getAdminReport(query, signal),
    // The figures come from rollups brought up to date about once a minute.
    staleTime: 60_000,
  });

/**
 * The report for the filters; while another view's answer is on its way the last one stays on
 * screen (marked as updating), so the filters a user is working with do not vanish.
 */
export function useAdminReport(query: reports.AdminReportQuery) {
  return useQuery({ ...adminReportQuery(query), placeholderData: keepPreviousData });
}
