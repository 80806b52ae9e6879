import { accounts, type CallResponse } from '@kitlab/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys, type UserListFilters } from './keys';

export type { UserListFilters };
export type UserPage = CallResponse<typeof accounts.listUsers>;
export type ManagedUser = UserPage['results'][number];

export const USERS_PER_PAGE = 20;

export function listUsers(filters: UserListFilters, signal?: AbortSignal): Promise<UserPage> {
  return apiRequest(accounts.listUsers, { query: filters, signal });
}

export const userListQuery = (filters: UserListFilters) =>
  queryOptions({
    queryKey: accountKeys.userList(filters),
    queryFn: ({ signal }) => listUsers(filters, signal),
    // Keep the current page on screen while the next one loads, instead of a blank table.
    placeholderData: keepPreviousData,
  });

export function useUserList(filters: UserListFilters) {
  return useQuery(userListQuery(filters));
}
