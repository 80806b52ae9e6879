import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { startFullScreenKey } from '../../lib/full-screen';
import { startLoginStatusSync } from '../../lib/login-status-sync';
import { startOrientationReload } from '../../lib/orientation';
import { ErrorBoundary } from '../error-boundary';

/** Whole-app behaviour: login-status sync, F11 full screen, reload on orientation change. */
export function RootLayout() {
  useEffect(() => startLoginStatusSync(), []);
  useEffect(() => startFullScreenKey(), []);
  useEffect(() => startOrientationReload(), []);
  // React Router's ScrollRestoration keeps positions in sessionStorage, which sign-out must
  // leave empty; a new page simply starts at the top.
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <ErrorBoundary>
      <Outlet />
    </ErrorBoundary>
  );
}
