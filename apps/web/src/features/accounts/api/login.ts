import { accounts, type CallBody, type LoginResponse } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';
import { syncLoginStatus } from '../../../lib/login-status-sync';
import { saveSession } from '../../../lib/session-storage';
import { useSingleMutation } from '../../../lib/use-single-mutation';

export type LoginInput = CallBody<typeof accounts.login>;

export function login(body: LoginInput): Promise<LoginResponse> {
  return apiRequest(accounts.login, { body });
}

export function useLogin() {
  return useSingleMutation({
    mutationFn: login,
    onSuccess: (response) => {
      saveSession(response);
      void syncLoginStatus();
    },
  });
}
