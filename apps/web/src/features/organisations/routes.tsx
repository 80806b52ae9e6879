import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { FEATURES_PATH, HOLIDAYS_PATH } from './paths';

/** The administrators' features page (decision 0024) and school holidays (decision 0034). */
export const organisationsRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['C']} />,
      children: [
        {
          path: FEATURES_PATH,
          lazy: () =>
            import('./pages/features-page').then((page) => ({ Component: page.FeaturesPage })),
        },
        {
          path: HOLIDAYS_PATH,
          lazy: () =>
            import('./pages/holidays-page').then((page) => ({ Component: page.HolidaysPage })),
        },
        {
          path: `${HOLIDAYS_PATH}/:schoolToken`,
          lazy: () =>
            import('./pages/school-holidays-page').then((page) => ({
              Component: page.SchoolHolidaysPage,
            })),
        },
      ],
    },
  ],
  nav: [{ label: 'Features', to: FEATURES_PATH, roles: ['C'] }],
};
