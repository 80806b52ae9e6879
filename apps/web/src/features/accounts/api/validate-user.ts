import { accounts, type CallResponse } from '@kitlab/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type EmailCheck = CallResponse<typeof accounts.validateUser>;

/** Checks a new user's email (well formed, not taken) before the account is created. */
export function validateUserEmail(email: string): Promise<EmailCheck> {
  return apiRequest(accounts.validateUser, { body: { email } });
}

export function useValidateUserEmail() {
  return useMutation({ mutationFn: validateUserEmail });
}
