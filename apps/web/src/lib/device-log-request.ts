import { type CallResponse, core, type DeviceLogEntry } from '@kitlab/contract';
import { apiRequest } from './api-client';

export type LogDeviceAnswer = CallResponse<typeof core.logDevice>;

/** POST /v2/core/log-device/, quiet; loaded with the first entry a page logs. */
export function sendDeviceLog(entry: DeviceLogEntry): Promise<LogDeviceAnswer> {
  return apiRequest(core.logDevice, { body: entry, quiet: true });
}
