import { accounts, type CallResponse } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

export type PasswordResetCheck = CallResponse<typeof accounts.checkPasswordReset>;

/**
 * With a link key: whether it can still set a password. Without one (signed in): whether the
 * user must still replace a temporary password.
 */
export function checkPasswordReset(
  key: string | null,
  signal?: AbortSignal,
): Promise<PasswordResetCheck> {
  return apiRequest(accounts.checkPasswordReset, { body: key ? { key } : {}, signal });
}

export const passwordResetCheckQuery = (key: string | null) =>
  queryOptions({
    queryKey: accountKeys.passwordCheck(key),
    queryFn: ({ signal }) => checkPasswordReset(key, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function usePasswordResetCheck(key: string | null, enabled = true) {
  return useQuery({ ...passwordResetCheckQuery(key), enabled });
}
