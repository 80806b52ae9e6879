import { accounts } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { accountKeys } from './keys';

/** Emails the user a link to set a new password (valid 24 hours, single use). */
export function sendResetLink(userToken: string) {
  return apiRequest(accounts.sendResetLink, { params: { user_token: userToken } });
}

export function useSendResetLink(userToken: string) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: () => sendResetLink(userToken),
    // The mail is in the development mailbox now.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.outbox() }),
  });
}
