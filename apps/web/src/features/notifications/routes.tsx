import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { NOTIFICATION_SETTINGS_PATH, NOTIFICATIONS_PATH } from '../../lib/paths/notifications';
import { NotificationCentrePage } from './pages/notification-centre-page';
import { NotificationSettingsPage } from './pages/notification-settings-page';

/** The notification centre and settings, for every signed-in user. */
export const notificationsRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['S', 'T', 'C']} />,
      children: [
        { path: NOTIFICATIONS_PATH, element: <NotificationCentrePage /> },
        { path: NOTIFICATION_SETTINGS_PATH, element: <NotificationSettingsPage /> },
      ],
    },
  ],
};
