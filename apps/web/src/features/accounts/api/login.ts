import { ApiError } from '../../../lib/api-error';
import { syncLoginStatus } from '../../../lib/login-status-sync';
import { saveSession } from '../../../lib/session-storage';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import type { LoginInput } from './sign-in-request';

/**
 * The sign-in form's checks and its call, with the contract's schemas and the API client: not
 * part of the first script, fetched when the visitor starts filling the form (or at the latest
 * when they send it), so the sign-in page paints without them. Failing to fetch them is the
 * network's fault, and the form says so as it would of the call itself.
 */
export const loadSignIn = () =>
  import('./sign-in-request').catch(() => {
    throw ApiError.network();
  });

export function useLogin() {
  return useSingleMutation({
    mutationFn: (body: LoginInput) => loadSignIn().then((request) => request.login(body)),
    onSuccess: (response) => {
      saveSession(response);
      void syncLoginStatus();
    },
  });
}
