import { defineCall, studentRecords } from '@kitlab/contract';
import { z } from 'zod/mini';
import { API_BASE } from '../../../lib/api-base';
import { apiRequest } from '../../../lib/api-client';
import { useDownloadFile, type WantedFile } from '../../../lib/use-download-file';

/** The staff reads log as CSV, as the app's client calls it (a plain route beside the calls). */
const exportStaffReads = defineCall({
  method: 'GET',
  path: studentRecords.STAFF_READS_EXPORT_PATH.slice(API_BASE.length),
  roles: ['C'],
  summary: 'The staff reads log, with the list’s filters, as a CSV file.',
  query: z.omit(studentRecords.staffReadsQuery, { page: true, per_page: true }),
  response: z.instanceof(Uint8Array),
});

export type StaffReadsFilters = { student_token?: string; school_token?: string };

export interface StaffReadsFile extends WantedFile {
  filters: StaffReadsFilters;
}

export function getStaffReadsFile(
  { filters }: Pick<StaffReadsFile, 'filters'>,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  return apiRequest(exportStaffReads, { query: filters, signal });
}

/** Fetches the filtered log as CSV and hands it to the browser to save. */
export function useDownloadStaffReads() {
  return useDownloadFile<StaffReadsFile>(getStaffReadsFile);
}
