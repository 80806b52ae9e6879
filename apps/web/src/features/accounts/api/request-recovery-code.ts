import { accounts, type CallBody, type CallResponse } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';

export type RecoveryCodeRequest = CallBody<typeof accounts.sendRecoveryCode>;
export type RecoveryCodeSent = CallResponse<typeof accounts.sendRecoveryCode>;

/** Mails a 6-digit code; the answer is the same whether or not the account exists. */
export function requestRecoveryCode(body: RecoveryCodeRequest): Promise<RecoveryCodeSent> {
  return apiRequest(accounts.sendRecoveryCode, { body });
}

export function useRequestRecoveryCode() {
  return useSingleMutation({ mutationFn: requestRecoveryCode });
}
