import { accounts, type CallBody, type LoginResponse } from '@kitlab/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { syncLoginStatus } from '../../../lib/login-status-sync';
import { saveSession } from '../../../lib/session-storage';

export type LoginInput = CallBody<typeof accounts.login>;

export function login(body: LoginInput): Promise<LoginResponse> {
  return apiRequest(accounts.login, { body });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      saveSession(response);
      void syncLoginStatus();
    },
  });
}
