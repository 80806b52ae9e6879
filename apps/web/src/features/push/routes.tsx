import type { FeatureRoutes } from '../../lib/feature-routes';
import { DEVICES_PATH } from './paths';

/** The devices settings page; every signed-in role has one. */
export const pushRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      path: DEVICES_PATH,
      lazy: () => import('./pages/devices-page').then((page) => ({ Component: page.DevicesPage })),
    },
  ],
};
