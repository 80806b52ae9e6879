import { Navigate } from 'react-router';
import { homeFor } from '../../lib/role-home';
import { useSession } from '../../lib/use-session';

/** `/` goes to the role home, or to sign-in when signed out. */
export function RootRedirect() {
  const { isLoggedIn, session } = useSession();
  return <Navigate to={isLoggedIn ? homeFor(session?.user_type) : homeFor(null)} replace />;
}
