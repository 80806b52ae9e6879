import { accounts } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { encryptWithServerKey } from './get-public-key';

export interface LinkPasswordReset {
  key: string;
  password: string;
}

/** reset-password-email: the key in the body, the new password encrypted in a header. */
export function useResetPasswordFromLink() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: async ({ key, password }: LinkPasswordReset) => {
      const encrypted = await encryptWithServerKey(queryClient, { password });
      return apiRequest(accounts.resetPasswordEmail, {
        body: { key },
        headers: { [accounts.ENCRYPTED_PAYLOAD_HEADER]: encrypted },
      });
    },
  });
}
