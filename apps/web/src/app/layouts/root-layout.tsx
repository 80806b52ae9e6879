import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { startFullScreenKey } from '../../lib/full-screen';
import { startLoginStatusSync } from '../../lib/login-status-sync';
import { startOrientationReload } from '../../lib/orientation';
import { ErrorBoundary } from '../error-boundary';

/** Whole-app behaviour: login-status sync, F11 full screen, reload on orientation change. */
export function RootLayout() {
  useEffect(() => startLoginStatusSync(), []);
  useEffect(() => startFullScreenKey(), []);
  useEffect(() => startOrientationReload(), []);
  return (
    <ErrorBoundary>
      <Outlet />
      <ScrollRestoration />
    </ErrorBoundary>
  );
}
