import { logDevice } from '../../../lib/device-log';

export const DEVICE_INFO_LOGGED_KEY = 'kitlab.device_info_logged';
export const DEVICE_INFO_MESSAGE = 'DEVICE_INFO';

/** Sends the device information once per browser session (cleared again on sign-out). */
export async function logDeviceInfoOnce(): Promise<void> {
  if (sessionStorage.getItem(DEVICE_INFO_LOGGED_KEY) === 'true') return;
  sessionStorage.setItem(DEVICE_INFO_LOGGED_KEY, 'true');
  // Once a session, after sign-in: its code is not part of the pages' own. Like the log, it
  // never disturbs the user: if the code does not arrive (offline, a new release), no log.
  const deviceInfo = await import('../../../lib/device-info').catch(() => null);
  if (!deviceInfo) return;
  const { captureDeviceInfo } = deviceInfo;
  await logDevice({
    message: DEVICE_INFO_MESSAGE,
    status_code: 200,
    location: window.location.pathname,
    log_type: 'DEVICE',
    data: { payload: captureDeviceInfo() },
  });
}
