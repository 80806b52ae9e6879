import { accounts, type CallResponse } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

export type UserPrivacy = CallResponse<typeof accounts.getUserPrivacy>;

/** POST with an empty body reads the current policy and the user's acceptance. */
export function getUserPrivacy(signal?: AbortSignal): Promise<UserPrivacy> {
  return apiRequest(accounts.getUserPrivacy, { body: {}, signal });
}

export const userPrivacyQuery = () =>
  queryOptions({
    queryKey: accountKeys.privacy(),
    queryFn: ({ signal }) => getUserPrivacy(signal),
    staleTime: 0,
  });

export function useUserPrivacy(enabled: boolean) {
  return useQuery({ ...userPrivacyQuery(), enabled });
}
