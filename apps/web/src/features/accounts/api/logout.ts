import { logout } from '../../../lib/logout';
import { useSingleMutation } from '../../../lib/use-single-mutation';

/** POST /accounts/logout, then the browser-side sign-out that always follows it. */
export function useLogout() {
  return useSingleMutation({ mutationFn: logout });
}
