/** What the app uses of push: the devices page, the account menu's entries and the starter. */
export { PushMenuItems, preloadPushMenuItems } from './components/lazy-push-menu-items';
export { PushStarter } from './components/push-starter';
export { TurnOnNotificationsButton } from './components/turn-on-notifications-button';
export { DEVICES_PATH } from './paths';
export { pushRoutes } from './routes';
