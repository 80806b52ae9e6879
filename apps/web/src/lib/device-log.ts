import { type CallResponse, core, type DeviceLogEntry } from '@kitlab/contract';
import { apiRequest } from './api-client';

export type LogDeviceResult = CallResponse<typeof core.logDevice> | Record<string, never>;

/**
 * POST /v2/core/log-device/. Logging must never disturb the user: a failure answers `{}`, and
 * the call is quiet, so it never triggers the session handling (no reload, no sign-out) and a
 * failed log is never itself logged.
 */
export async function logDevice(entry: DeviceLogEntry): Promise<LogDeviceResult> {
  try {
    return await apiRequest(core.logDevice, { body: entry, quiet: true });
  } catch {
    return {};
  }
}
