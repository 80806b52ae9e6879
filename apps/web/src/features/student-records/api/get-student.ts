import { accounts } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { studentRecordKeys } from './keys';
import type { FoundStudent } from './search-students';

/** A student the address names by token, read for their name. */
export function getStudent(userToken: string, signal?: AbortSignal): Promise<FoundStudent> {
  return apiRequest(accounts.getUser, { params: { user_token: userToken }, signal });
}

export const studentQuery = (userToken: string) =>
  queryOptions({
    queryKey: studentRecordKeys.student(userToken),
    queryFn: ({ signal }) => getStudent(userToken, signal),
  });

export function useStudent(userToken: string | null) {
  return useQuery({ ...studentQuery(userToken ?? ''), enabled: userToken !== null });
}
