import { createBrowserRouter } from 'react-router';
import { SignInPage } from '../features/accounts';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { AdminReportPage } from '../features/reports/pages/admin-report-page';
import { FEATURES } from './features';
import { PublicOnly } from './guards/public-only';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
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
