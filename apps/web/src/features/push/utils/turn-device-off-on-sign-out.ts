import { holdsRegisteredDeviceRecord } from './registered-device-record';

/**
 * Sign-out's turning off of this browser's device (`stopPushOnSignOut`), its code fetched only
 * when this browser holds a registered device to turn off.
 */
export function turnDeviceOffOnSignOut(): Promise<void> {
  if (!holdsRegisteredDeviceRecord()) return Promise.resolve();
  return import('./stop-push-on-sign-out').then((stop) => stop.stopPushOnSignOut());
}
