import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { preloadHome } from './home-modules';

/** The home page of students and teachers. */
export const dashboardRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['S', 'T']} />,
      children: [
        {
          path: 'dashboard',
          lazy: () => {
            void preloadHome();
            return import('./pages/dashboard-page').then((page) => ({
              Component: page.DashboardPage,
            }));
          },
        },
      ],
    },
  ],
};
