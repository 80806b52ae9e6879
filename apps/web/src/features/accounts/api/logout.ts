import { useMutation } from '@tanstack/react-query';
import { logout } from '../../../lib/logout';

/** POST /accounts/logout, then the browser-side sign-out that always follows it. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
