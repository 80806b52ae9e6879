import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { FeaturesPage } from './pages/features-page';
import { HolidaysPage } from './pages/holidays-page';
import { SchoolHolidaysPage } from './pages/school-holidays-page';
import { FEATURES_PATH, HOLIDAYS_PATH } from './paths';

/** The administrators' features page (decision 0024) and school holidays (decision 0034). */
export const organisationsRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['C']} />,
      children: [
        { path: FEATURES_PATH, element: <FeaturesPage /> },
        { path: HOLIDAYS_PATH, element: <HolidaysPage /> },
        { path: `${HOLIDAYS_PATH}/:schoolToken`, element: <SchoolHolidaysPage /> },
      ],
    },
  ],
  nav: [{ label: 'Features', to: FEATURES_PATH, roles: ['C'] }],
};
