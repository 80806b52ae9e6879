import { assignments, type CallResponse } from '@kitlab/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type MonthRef, monthParams } from '../utils/dates';
import { assignmentKeys } from './keys';

export type DueCounts = CallResponse<typeof assignments.getDueCounts>;

export function getDueCounts(month: MonthRef, signal?: AbortSignal): Promise<DueCounts> {
  return apiRequest(assignments.getDueCounts, { body: monthParams(month), signal });
}

export const dueCountsQuery = (month: MonthRef) =>
  queryOptions({
    queryKey: assignmentKeys.dueCounts(month),
    queryFn: ({ signal }) => getDueCounts(month, signal),
    // The grid stays on screen with the last month's counts while the next month loads.
    placeholderData: keepPreviousData,
  });

export function useDueCounts(month: MonthRef, enabled = true) {
  return useQuery({ ...dueCountsQuery(month), enabled });
}
