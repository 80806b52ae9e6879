import { type CallResponse, studentRecords } from '@kitlab/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { studentRecordKeys } from './keys';

export type ErasurePage = CallResponse<typeof studentRecords.listErasures>;

export const ERASURES_PER_PAGE = 20;

/** Receipts of the erasures in the schools the administrator manages, newest first. */
export function listErasures(page: number, signal?: AbortSignal): Promise<ErasurePage> {
  return apiRequest(studentRecords.listErasures, {
    query: { page, per_page: ERASURES_PER_PAGE },
    signal,
  });
}

export const erasuresQuery = (page: number) =>
  queryOptions({
    queryKey: studentRecordKeys.erasurePage(page),
    queryFn: ({ signal }) => listErasures(page, signal),
    placeholderData: keepPreviousData,
  });

export function useErasures(page: number) {
  return useQuery(erasuresQuery(page));
}
