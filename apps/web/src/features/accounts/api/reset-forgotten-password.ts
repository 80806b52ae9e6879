import { accounts } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { encryptWithServerKey } from './get-public-key';

export interface ForgottenPasswordReset {
  resetKey: string;
  password: string;
}

/** forgot-password: `{reset_key, password}` travels only inside the encrypted `payload`. */
export function useResetForgottenPassword() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: async ({ resetKey, password }: ForgottenPasswordReset) => {
      const payload = await encryptWithServerKey(queryClient, { reset_key: resetKey, password });
      return apiRequest(accounts.forgotPassword, { body: { payload } });
    },
  });
}
