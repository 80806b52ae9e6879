import type { reports } from '@kitlab/contract';

/** Query keys of the reports feature. */
export const reportKeys = {
  all: ['reports'] as const,
  lastRefreshes: () => [...reportKeys.all, 'last-refreshes'] as const,
  adminReports: () => [...reportKeys.all, 'admin-report'] as const,
  adminReport: (query: reports.AdminReportQuery) => [...reportKeys.adminReports(), query] as const,
  adminSearch: (key: string) => [...reportKeys.all, 'admin-search', key] as const,
};
