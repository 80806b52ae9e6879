import { accounts, type CallBody, type CallResponse } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';

export type RecoveryCodeCheck = CallBody<typeof accounts.verifyRecoveryCode>;
export type RecoveryKey = CallResponse<typeof accounts.verifyRecoveryCode>;

/** Exchanges the emailed code for a short-lived reset key, kept in memory only. */
export function verifyRecoveryCode(body: RecoveryCodeCheck): Promise<RecoveryKey> {
  return apiRequest(accounts.verifyRecoveryCode, { body });
}

export function useVerifyRecoveryCode() {
  return useSingleMutation({ mutationFn: verifyRecoveryCode });
}
