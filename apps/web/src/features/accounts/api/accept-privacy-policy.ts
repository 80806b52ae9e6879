import { accounts } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savePrivacyPolicy } from '../../../lib/session-storage';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import type { UserPrivacy } from './get-user-privacy';
import { accountKeys } from './keys';

export function acceptPrivacyPolicy(policyId: number): Promise<UserPrivacy> {
  return apiRequest(accounts.getUserPrivacy, { body: { accept: true, policy_id: policyId } });
}

export function useAcceptPrivacyPolicy() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: acceptPrivacyPolicy,
    onSuccess: (response) => {
      queryClient.setQueryData(accountKeys.privacy(), response);
      void queryClient.invalidateQueries({ queryKey: accountKeys.settings() });
      savePrivacyPolicy(response.privacy_policy);
    },
  });
}
