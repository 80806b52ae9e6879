import { type CallResponse, studentRecords } from '@kitlab/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type StaffReadsQuery, studentRecordKeys } from './keys';

export type { StaffReadsQuery };
export type StaffReadPage = CallResponse<typeof studentRecords.listStaffReads>;

export const STAFF_READS_PER_PAGE = 25;

/** Staff reads of students' records in the schools the administrator manages, newest first. */
export function listStaffReads(query: StaffReadsQuery, signal?: AbortSignal) {
  return apiRequest(studentRecords.listStaffReads, { query, signal });
}

export const staffReadsQuery = (query: StaffReadsQuery) =>
  queryOptions({
    queryKey: studentRecordKeys.staffReadPage(query),
    queryFn: ({ signal }): Promise<StaffReadPage> => listStaffReads(query, signal),
    placeholderData: keepPreviousData,
    // An audit log: what it shows should be what is recorded now.
    staleTime: 0,
  });

export function useStaffReads(query: StaffReadsQuery) {
  return useQuery(staffReadsQuery(query));
}
