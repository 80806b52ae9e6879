import { assignments, type CallResponse } from '@kitlab/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type MonthRef, monthParams } from '../utils/dates';
import { assignmentKeys } from './keys';

export type Yearly = CallResponse<typeof assignments.getYearly>;

/** Assignments due in each of the twelve months from `start`. */
export function getYearly(start: MonthRef, signal?: AbortSignal): Promise<Yearly> {
  return apiRequest(assignments.getYearly, { body: monthParams(start), signal });
}

export const yearlyQuery = (start: MonthRef) =>
  queryOptions({
    queryKey: assignmentKeys.yearly(start),
    queryFn: ({ signal }) => getYearly(start, signal),
    placeholderData: keepPreviousData,
  });

export function useYearly(start: MonthRef) {
  return useQuery(yearlyQuery(start));
}
