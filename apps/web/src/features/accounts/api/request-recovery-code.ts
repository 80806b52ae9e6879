import { accounts, type CallBody, type CallResponse } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';

export type RecoveryCodeRequest = CallBody<typeof accounts.forgotPasswordOtp>;
export type RecoveryCodeSent = CallResponse<typeof accounts.forgotPasswordOtp>;

/** Mails a 6-digit code; the answer is the same whether or not the account exists. */
export function requestRecoveryCode(body: RecoveryCodeRequest): Promise<RecoveryCodeSent> {
  return apiRequest(accounts.forgotPasswordOtp, { body });
}

export function useRequestRecoveryCode() {
  return useSingleMutation({ mutationFn: requestRecoveryCode });
}
