import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { ROSTERS_PATH } from './paths';

/** The roster import and export, for administrators. */
export const rostersRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['C']} />,
      children: [
        {
          path: ROSTERS_PATH,
          lazy: () =>
            import('./pages/rosters-page').then((page) => ({ Component: page.RostersPage })),
        },
      ],
    },
  ],
  nav: [{ label: 'Rosters', to: ROSTERS_PATH, roles: ['C'] }],
};
