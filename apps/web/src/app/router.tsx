import { createBrowserRouter } from 'react-router';
import { RequireRole } from '../components/guards/require-role';
import { LoadingState } from '../components/ui/loading-state';
import { FEATURES } from './features';
import { PublicOnly } from './guards/public-only';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found-page';
import { RootRedirect } from './routes/root-redirect';
import { RouteError } from './routes/route-error';

/** Shown on the first visit while the code of the page asked for arrives. */
function FirstPageLoading() {
  return <LoadingState label="Loading Kitlab…" fullPage />;
}

/**
 * Every page (and the signed-in shell) is loaded when first opened, so sign-in does not wait for
 * the code of the whole app; the router fetches the shell and the page together.
 */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: FirstPageLoading,
      children: [
        { index: true, element: <RootRedirect /> },
        {
          element: <PublicOnly />,
          children: [...FEATURES.flatMap((feature) => feature.publicRoutes ?? [])],
        },
        ...FEATURES.flatMap((feature) => feature.openRoutes ?? []),
        {
          element: <RequireAuth />,
          children: [
            {
              lazy: () =>
                import('./layouts/app-layout').then((layout) => ({ Component: layout.AppLayout })),
              children: [
                {
                  element: <RequireRole roles={['C']} />,
                  children: [
                    {
                      path: 'reports/AdminReport',
                      lazy: () =>
                        import('../features/reports').then((page) => ({
                          Component: page.AdminReportPage,
                        })),
                    },
                  ],
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
