import type { FeatureRoutes } from '../../lib/feature-routes';
import { DevicesPage } from './pages/devices-page';
import { DEVICES_PATH } from './paths';

/** The devices settings page; every signed-in role has one. */
export const pushRoutes: FeatureRoutes = {
  signedInRoutes: [{ path: DEVICES_PATH, element: <DevicesPage /> }],
};
