import { accounts, type CallBody } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { encryptWithServerKey } from './get-public-key';

type LinkPayload = z.input<typeof accounts.linkPayload>;
export type LinkPasswordReset = CallBody<typeof accounts.resetPasswordFromLink> & LinkPayload;

/** reset-password-email: the key in the body, the new password encrypted in a header. */
export function useResetPasswordFromLink() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: async ({ key, password }: LinkPasswordReset) => {
      const payload: LinkPayload = { password };
      const encrypted = await encryptWithServerKey(queryClient, payload);
      return apiRequest(accounts.resetPasswordFromLink, {
        body: { key },
        headers: { [accounts.ENCRYPTED_PAYLOAD_HEADER]: encrypted },
      });
    },
  });
}
