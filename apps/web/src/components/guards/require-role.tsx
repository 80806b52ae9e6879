import type { UserType } from '@kitlab/contract';
import { Navigate, Outlet } from 'react-router';
import { homeFor } from '../../lib/role-home';
import { useSession } from '../../lib/use-session';

/** A page of other roles sends the user to their own home. */
export function RequireRole({ roles }: { roles: readonly UserType[] }) {
  const userType = useSession().session?.user_type;
  if (!userType || !roles.includes(userType)) return <Navigate to={homeFor(userType)} replace />;
  return <Outlet />;
}
