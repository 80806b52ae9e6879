import { RequireRole } from '../../components/guards/require-role';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { NOTIFICATION_SETTINGS_PATH, NOTIFICATIONS_PATH } from '../../lib/paths/notifications';

/** The notification centre and settings, for every signed-in user. */
export const notificationsRoutes: FeatureRoutes = {
  signedInRoutes: [
    {
      element: <RequireRole roles={['S', 'T', 'C']} />,
      children: [
        {
          path: NOTIFICATIONS_PATH,
          lazy: () =>
            import('./pages/notification-centre-page').then((page) => ({
              Component: page.NotificationCentrePage,
            })),
        },
        {
          path: NOTIFICATION_SETTINGS_PATH,
          lazy: () =>
            import('./pages/notification-settings-page').then((page) => ({
              Component: page.NotificationSettingsPage,
            })),
        },
      ],
    },
  ],
};
