import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { syncLoginStatus } from '../../../lib/login-status-sync';
import { saveSession } from '../../../lib/session-storage';
import { useSingleFlight } from '../../../lib/use-single-flight';
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

/**
 * The sign-in call's state: one call at a time (a second press while one is on its way does
 * nothing), its failure until the next try. Plain React state rather than the query cache's
 * mutation: the sign-in page is the one page that comes without the query cache (app/router.tsx),
 * and its session is stored, not cached.
 */
export function useLogin() {
  const { run, isRunning } = useSingleFlight();
  const [error, setError] = useState<unknown>(null);

  const mutate = useCallback(
    (body: LoginInput) =>
      run(() => {
        setError(null);
        return loadSignIn()
          .then((request) => request.login(body))
          .then(
            (response) => {
              saveSession(response);
              void syncLoginStatus();
            },
            (failure: unknown) => setError(failure),
          );
      }),
    [run],
  );

  return { mutate, isPending: isRunning, error };
}
