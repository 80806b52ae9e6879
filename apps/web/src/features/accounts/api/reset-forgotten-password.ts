import { accounts } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { encryptWithServerKey } from './get-public-key';

export type ForgottenPasswordReset = z.input<typeof accounts.recoveryPayload>;

/** forgot-password: `{reset_key, password}` travels only inside the encrypted `payload`. */
export function useResetForgottenPassword() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: async (reset: ForgottenPasswordReset) => {
      const payload = await encryptWithServerKey(queryClient, reset);
      return apiRequest(accounts.resetPassword, { body: { payload } });
    },
  });
}
