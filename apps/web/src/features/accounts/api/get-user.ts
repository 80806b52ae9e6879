import { accounts } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';
import type { ManagedUser } from './list-users';

export function getUser(userToken: string, signal?: AbortSignal): Promise<ManagedUser> {
  return apiRequest(accounts.getUser, { params: { user_token: userToken }, signal });
}

export const userQuery = (userToken: string) =>
  queryOptions({
    queryKey: accountKeys.user(userToken),
    queryFn: ({ signal }) => getUser(userToken, signal),
  });

export function useUser(userToken: string) {
  return useQuery(userQuery(userToken));
}
