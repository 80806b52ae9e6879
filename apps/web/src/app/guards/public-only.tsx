import { Navigate, Outlet } from 'react-router';
import { readRedirect } from '../../lib/redirect';
import { homeFor } from '../../lib/role-home';
import { useSession } from '../../lib/use-session';

/** Sign-in and friends: a signed-in user goes to the deep link they asked for, or home. */
export function PublicOnly() {
  const { isLoggedIn, session } = useSession();
  if (isLoggedIn) return <Navigate to={readRedirect() ?? homeFor(session?.user_type)} replace />;
  return <Outlet />;
}
