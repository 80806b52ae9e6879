import { accounts } from '@kitlab/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { encryptWithServerKey } from './get-public-key';

export interface ForgottenPasswordReset {
  resetKey: string;
  password: string;
}

/** forgot-password: `{reset_key, password}` travels only inside the encrypted `payload`. */
export function useResetForgottenPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ resetKey, password }: ForgottenPasswordReset) => {
      const payload = await encryptWithServerKey(queryClient, { reset_key: resetKey, password });
      return apiRequest(accounts.forgotPassword, { body: { payload } });
    },
  });
}
