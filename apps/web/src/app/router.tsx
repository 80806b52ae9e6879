import { createBrowserRouter } from 'react-router';
import { RequireRole } from '../components/guards/require-role';
import { SignInPage } from '../features/accounts';
import { DashboardPage } from '../features/dashboard';
import { AdminReportPage } from '../features/reports';
import { FEATURES } from './features';
import { PublicOnly } from './guards/public-only';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layouts/app-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found-page';
import { RootRedirect } from './routes/root-redirect';
import { RouteError } from './routes/route-error';

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <RootRedirect /> },
        {
          element: <PublicOnly />,
          children: [
            { path: 'login', element: <SignInPage /> },
            ...FEATURES.flatMap((feature) => feature.publicRoutes ?? []),
          ],
        },
        ...FEATURES.flatMap((feature) => feature.openRoutes ?? []),
        {
          element: <RequireAuth />,
          children: [
            {
              element: <AppLayout />,
              children: [
                {
                  element: <RequireRole roles={['S', 'T']} />,
                  children: [{ path: 'dashboard', element: <DashboardPage /> }],
                },
                {
                  element: <RequireRole roles={['C']} />,
                  children: [{ path: 'reports/AdminReport', element: <AdminReportPage /> }],
                },
                ...FEATURES.flatMap((feature) => feature.signedInRoutes ?? []),
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
