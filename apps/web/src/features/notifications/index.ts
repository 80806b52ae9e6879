/** What the app uses of notifications: the header's bell, the query keys and the pages. */
export { notificationKeys } from './api/keys';
export { NotificationBell } from './components/notification-bell';
export { notificationsRoutes } from './routes';
