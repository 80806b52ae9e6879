/** The notification centre and the notification settings page, linked from account settings. */
export const NOTIFICATIONS_PATH = '/notifications';
export const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';
