import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { logDeviceInfoOnce } from '../../features/core';
import { isSigningOut } from '../../lib/logout';
import { clearRedirect, saveRedirect } from '../../lib/redirect';
import { SIGN_IN_PATH } from '../../lib/role-home';
import { useSession } from '../../lib/use-session';

/** Signed-in pages. A signed-out visitor is sent to sign-in, which brings them back here. */
export function RequireAuth() {
  const { isLoggedIn } = useSession();
  const location = useLocation();

  useEffect(() => {
    if (!isLoggedIn) return;
    clearRedirect();
    void logDeviceInfoOnce();
  }, [isLoggedIn]);

  if (!isLoggedIn) {
    // Idempotent, so a repeated render only refreshes the timestamp.
    if (!isSigningOut()) saveRedirect(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={SIGN_IN_PATH} replace />;
  }
  return <Outlet />;
}
