import { accounts, type CallBody } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateStoredProfile } from '../../../lib/session-storage';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { accountKeys } from './keys';

export type AccountSettingsChange = CallBody<typeof accounts.updateAccountSettings>;

export function updateAccountSettings(body: AccountSettingsChange) {
  return apiRequest(accounts.updateAccountSettings, { body });
}

/** Saves name, language and notification choices; the header's name follows at once. */
export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: updateAccountSettings,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.settings(), profile);
      updateStoredProfile(profile);
    },
  });
}
