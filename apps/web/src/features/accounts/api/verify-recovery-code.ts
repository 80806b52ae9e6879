import { accounts, type CallBody, type CallResponse } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';

export type RecoveryCodeCheck = CallBody<typeof accounts.forgotPasswordOtpVerify>;
export type RecoveryKey = CallResponse<typeof accounts.forgotPasswordOtpVerify>;

/** Exchanges the emailed code for a short-lived reset key, kept in memory only. */
export function verifyRecoveryCode(body: RecoveryCodeCheck): Promise<RecoveryKey> {
  return apiRequest(accounts.forgotPasswordOtpVerify, { body });
}

export function useVerifyRecoveryCode() {
  return useSingleMutation({ mutationFn: verifyRecoveryCode });
}
