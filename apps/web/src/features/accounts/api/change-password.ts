import { accounts, type CallBody } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { markPasswordChanged } from '../../../lib/session-storage';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { accountKeys } from './keys';

export type PasswordChange = CallBody<typeof accounts.changePassword>;

/** Changes the password; the server ends every other sign-in of the user, not this one. */
export function changePassword(body: PasswordChange) {
  return apiRequest(accounts.changePassword, { body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      markPasswordChanged();
      void queryClient.invalidateQueries({ queryKey: accountKeys.passwordCheck(null) });
      void queryClient.invalidateQueries({ queryKey: accountKeys.settings() });
    },
  });
}
