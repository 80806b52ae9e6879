import { defineCall, reports } from '@kitlab/contract';
import { z } from 'zod/mini';
import { API_BASE } from '../../../lib/api-base';
import { apiRequest } from '../../../lib/api-client';
import { useDownloadFile, type WantedFile } from '../../../lib/use-download-file';

/**
 * The report as a file, as the app's client calls it. The server serves it beside the contract's
 * calls (it answers a file, not JSON); described here, it goes through the same request handling
 * as a call: the session's headers, 401 and 426 handling, refusals read as the server's answer.
 */
const exportAdminReport = defineCall({
  method: 'GET',
  path: reports.ADMIN_REPORT_EXPORT_PATH.slice(API_BASE.length),
  roles: ['C'],
  summary: 'The administrators’ report for the filters as a CSV or XLSX file.',
  query: z.extend(reports.adminReportFilters, { format: z.enum(reports.EXPORT_FORMATS) }),
  response: z.instanceof(Uint8Array),
});

export interface AdminReportExport extends WantedFile {
  filters: reports.AdminReportFilters;
}

export function getAdminReportExport(
  { format, filters }: Pick<AdminReportExport, 'format' | 'filters'>,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  return apiRequest(exportAdminReport, { query: { ...filters, format }, signal });
}

/** Fetches the report of the view shown as a file and hands it to the browser to save. */
export function useDownloadAdminReport() {
  return useDownloadFile<AdminReportExport>(getAdminReportExport);
}
