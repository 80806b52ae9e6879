import type { DeviceLogEntry } from '@kitlab/contract';
import type { LogDeviceAnswer } from './device-log-request';

export type LogDeviceResult = LogDeviceAnswer | Record<string, never>;

/**
 * POST /v2/core/log-device/. Logging must never disturb the user: a failure answers `{}`, and
 * the call is quiet, so it never triggers the session handling (no reload, no sign-out) and a
 * failed log is never itself logged.
 */
export async function logDevice(entry: DeviceLogEntry): Promise<LogDeviceResult> {
  try {
    // The call and its schemas load with the first entry, not with the first page.
    const { sendDeviceLog } = await import('./device-log-request');
    return await sendDeviceLog(entry);
  } catch {
    return {};
  }
}
