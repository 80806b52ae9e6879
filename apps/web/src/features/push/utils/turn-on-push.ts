import { captureDeviceInfo } from '../../../lib/device-info';
import { getDeviceStatus } from '../api/get-device-status';
import { getVapidPublicKey } from '../api/get-vapid-public-key';
import { registerDevice } from '../api/register-device';
import { subscribeBrowser } from './browser-subscription';
import { logPushFailure } from './log-push-failure';
import { currentBrowser, type PushBrowser } from './push-browser';
import { type RegisteredDevice, saveRegisteredDevice } from './registered-device';
import { waitForWorker } from './wait-for-worker';

export type TurnOnOutcome =
  | { outcome: 'subscribed'; device: RegisteredDevice }
  | { outcome: 'not-granted' }
  | { outcome: 'failed' };

/** Spec section 8: a permission not granted is a console message, nothing on the screen. */
export const NOT_GRANTED_MESSAGE =
  'Notification permission not granted: push notifications stay off.';

/**
 * Turns push on for this browser; call it from a click only, as the permission question must
 * follow a user action. Granted: wait for the worker, subscribe with the server's VAPID key,
 * register the device with its device information, check its status and keep the record.
 * A failure anywhere is logged (spec section 8) and answered `failed`.
 */
export async function turnOnPush(browser: PushBrowser = currentBrowser()): Promise<TurnOnOutcome> {
  const permission =
    browser.notifications.permission === 'granted'
      ? 'granted'
      : await browser.notifications.requestPermission();
  if (permission !== 'granted') {
    console.info(NOT_GRANTED_MESSAGE);
    return { outcome: 'not-granted' };
  }
  try {
    const registration = await waitForWorker(browser.serviceWorker);
    const subscription = await subscribeBrowser(registration, await getVapidPublicKey());
    const registered = await registerDevice({ ...subscription, device_info: captureDeviceInfo() });
    const { device_status } = await getDeviceStatus(registered.id);
    const device = { ...registered, device_status };
    saveRegisteredDevice(device);
    return { outcome: 'subscribed', device };
  } catch (error) {
    await logPushFailure(error);
    return { outcome: 'failed' };
  }
}
