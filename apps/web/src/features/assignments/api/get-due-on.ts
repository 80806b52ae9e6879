import { assignments, type CallResponse } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

export type DueOn = CallResponse<typeof assignments.listDueOnDate>;

export function getDueOn(dueDate: string, signal?: AbortSignal): Promise<DueOn> {
  return apiRequest(assignments.listDueOnDate, { body: { due_date: dueDate }, signal });
}

export const dueOnQuery = (dueDate: string) =>
  queryOptions({
    queryKey: assignmentKeys.dueOn(dueDate),
    queryFn: ({ signal }) => getDueOn(dueDate, signal),
  });

/** The assignments due on one day; nothing is asked until a day is chosen. */
export function useDueOn(dueDate: string | null) {
  return useQuery({ ...dueOnQuery(dueDate ?? ''), enabled: dueDate !== null });
}
