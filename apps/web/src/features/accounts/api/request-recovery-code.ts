import { accounts, type CallBody, type CallResponse } from '@kitlab/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type RecoveryCodeRequest = CallBody<typeof accounts.forgotPasswordOtp>;
export type RecoveryCodeSent = CallResponse<typeof accounts.forgotPasswordOtp>;

/** Mails a 6-digit code; the answer is the same whether or not the account exists. */
export function requestRecoveryCode(body: RecoveryCodeRequest): Promise<RecoveryCodeSent> {
  return apiRequest(accounts.forgotPasswordOtp, { body });
}

export function useRequestRecoveryCode() {
  return useMutation({ mutationFn: requestRecoveryCode });
}
