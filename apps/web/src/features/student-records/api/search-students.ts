import { accounts, type CallResponse } from '@kitlab/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { studentRecordKeys } from './keys';

export type FoundStudent = CallResponse<typeof accounts.listUsers>['results'][number];

const SHOWN_MATCHES = 10;

/** Students of the administrator's schools whose name or email holds `search`. */
export function searchStudents(search: string, signal?: AbortSignal): Promise<FoundStudent[]> {
  return apiRequest(accounts.listUsers, {
    query: { search, user_type: 'S', page: 1, per_page: SHOWN_MATCHES },
    signal,
  }).then((page) => page.results);
}

export const studentSearchQuery = (search: string) =>
  queryOptions({
    queryKey: studentRecordKeys.students(search),
    queryFn: ({ signal }) => searchStudents(search, signal),
    placeholderData: keepPreviousData,
  });

/** Searches once something is typed. */
export function useStudentSearch(search: string) {
  return useQuery({ ...studentSearchQuery(search), enabled: search.length > 0 });
}
