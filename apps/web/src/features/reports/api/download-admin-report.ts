import { defineCall, reports } from '@kitlab/contract';
import { z } from 'zod';
import { API_BASE } from '../../../lib/api-base';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useSingleMutation } from '../../../lib/use-single-mutation';

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
  query: reports.adminReportFilters.extend({ format: z.enum(reports.EXPORT_FORMATS) }),
  response: z.instanceof(Uint8Array),
});

const MEDIA_TYPES: Record<reports.ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface AdminReportExport {
  format: reports.ExportFormat;
  filters: reports.AdminReportFilters;
  fileName: string;
}

export function getAdminReportExport(
  { format, filters }: Pick<AdminReportExport, 'format' | 'filters'>,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  return apiRequest(exportAdminReport, { query: { ...filters, format }, signal });
}

/** Fetches the report of the view shown as a file and hands it to the browser to save. */
export function useDownloadAdminReport() {
  return useSingleMutation({
    mutationFn: async (wanted: AdminReportExport) => {
      const bytes = await getAdminReportExport(wanted);
      saveFile(bytes, wanted.fileName, MEDIA_TYPES[wanted.format]);
    },
  });
}
