import { push } from '@kitlab/contract';
import { ApiError } from '../../../lib/api-error';
import { captureDeviceInfo } from '../../../lib/device-info';
import { deactivateDevice } from '../api/deactivate-device';
import { getDeviceStatus } from '../api/get-device-status';
import { getVapidPublicKey } from '../api/get-vapid-public-key';
import { updateDevice } from '../api/update-device';
import { subscribeBrowser } from './browser-subscription';
import { logPushFailure } from './log-push-failure';
import { currentBrowser, type PushBrowser } from './push-browser';
import { isRefreshDue } from './push-timing';
import {
  forgetRegisteredDevice,
  readRegisteredDevice,
  saveRegisteredDevice,
  setRegisteredDeviceStatus,
} from './registered-device';
import { waitForWorker } from './wait-for-worker';

export type KeepCurrentOutcome =
  | 'not-registered'
  | 'removed'
  | 'inactive'
  | 'permission-withdrawn'
  | 'current'
  | 'refreshed'
  | 'failed';

/**
 * On start and hourly while open, for a browser with a registered device: the record follows
 * the server (a device removed elsewhere is forgotten, one the push service dropped turns
 * inactive); a permission the user withdrew in the browser deactivates the device; and a
 * subscription 7 days old is made again and sent with PUT (spec section 9). Never asks for
 * permission.
 */
export async function keepPushCurrent(
  now: Date,
  browser: PushBrowser = currentBrowser(),
): Promise<KeepCurrentOutcome> {
  const stored = readRegisteredDevice();
  if (!stored) return 'not-registered';
  let status: push.DeviceStatus;
  try {
    status = (await getDeviceStatus(stored.id)).device_status;
  } catch (error) {
    // A failed request is in the request error log already; a 404 means removed elsewhere.
    if (!(error instanceof ApiError && error.status === 404)) return 'failed';
    forgetRegisteredDevice();
    return 'removed';
  }
  setRegisteredDeviceStatus(status);
  if (status !== 'active') return 'inactive';
  try {
    if (browser.notifications.permission !== 'granted') {
      saveRegisteredDevice(await deactivateDevice(stored.id));
      return 'permission-withdrawn';
    }
    if (!isRefreshDue(stored.subscribed_at, now, push.PUSH_REFRESH_AFTER_DAYS)) return 'current';
    await refreshSubscription(stored.id, browser);
    return 'refreshed';
  } catch (error) {
    await logPushFailure(error);
    return 'failed';
  }
}

/** Subscribes again with a fresh subscription and sends it with PUT (spec: after 7 days). */
async function refreshSubscription(id: string, browser: PushBrowser): Promise<void> {
  const registration = await waitForWorker(browser.serviceWorker);
  const subscription = await subscribeBrowser(registration, await getVapidPublicKey(), {
    renew: true,
  });
  saveRegisteredDevice(
    await updateDevice(id, { ...subscription, device_info: captureDeviceInfo() }),
  );
}
