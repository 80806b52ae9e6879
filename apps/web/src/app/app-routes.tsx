import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { RequireRole } from '../components/guards/require-role';
import { createQueryClient } from '../lib/query-client';
import { loadAppLayout } from './app-layout-module';
import { FEATURES } from './features';
import { PublicOnly } from './guards/public-only';
import { RequireAuth } from './guards/require-auth';

/**
 * The query cache every page but sign-in reads through. Sign-out leaves it with the page: the
 * signed-out user is sent to sign-in, outside this route, and the page reloads.
 */
function WithQueryCache() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

/**
 * Every route but sign-in's, added to the router when a visit first goes beyond sign-in
 * (app/router.tsx). Each page (and the signed-in shell) is loaded when first opened; the router
 * fetches the shell and the page together.
 */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <WithQueryCache />,
    children: [
      {
        element: <PublicOnly />,
        children: FEATURES.flatMap((feature) => feature.publicRoutes ?? []),
      },
      ...FEATURES.flatMap((feature) => feature.openRoutes ?? []),
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: () => loadAppLayout().then((layout) => ({ Component: layout.AppLayout })),
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
    ],
  },
];
