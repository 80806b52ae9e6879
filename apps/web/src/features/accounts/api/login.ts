import { syncLoginStatus } from '../../../lib/login-status-sync';
import { saveSession } from '../../../lib/session-storage';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import type { LoginInput } from './sign-in-request';

/**
 * The sign-in form's checks and its call, with the contract's schemas and the API client: not
 * part of the first script, fetched when the visitor starts filling the form (or at the latest
 * when they send it), so the sign-in page paints without them.
 */
export const loadSignIn = () => import('./sign-in-request');

export function useLogin() {
  return useSingleMutation({
    mutationFn: (body: LoginInput) => loadSignIn().then((request) => request.login(body)),
    onSuccess: (response) => {
      saveSession(response);
      void syncLoginStatus();
    },
  });
}
