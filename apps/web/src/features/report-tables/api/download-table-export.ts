import { defineCall, reports } from '@kitlab/contract';
import { z } from 'zod/mini';
import { API_BASE } from '../../../lib/api-base';
import { apiRequest } from '../../../lib/api-client';
import { useDownloadFile, type WantedFile } from '../../../lib/use-download-file';

/**
 * The export as the app's client calls it. The server serves it beside the contract's calls (it
 * answers a file, not JSON); described here, it goes through the same request handling as a call:
 * the session's headers, 401 and 426 handling, refusals read as the server's error answer.
 */
const exportDetailedTable = defineCall({
  method: 'GET',
  path: reports.DETAILED_TABLE_EXPORT_PATH.slice(API_BASE.length),
  roles: ['T'],
  summary: 'The whole filtered detailed table as a CSV or XLSX file.',
  query: reports.detailedTableExportQuery,
  response: z.instanceof(Uint8Array),
});

export interface TableExport extends WantedFile {
  filters: Omit<reports.DetailedTableExportQuery, 'format'>;
}

export function getTableExport(
  { format, filters }: Pick<TableExport, 'format' | 'filters'>,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  return apiRequest(exportDetailedTable, { query: { ...filters, format }, signal });
}

/** Fetches the whole filtered table as a file and hands it to the browser to save. */
export function useDownloadTableExport() {
  return useDownloadFile<TableExport>(getTableExport);
}
