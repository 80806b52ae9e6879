import type { push } from '@kitlab/contract';
import type { DeviceRow, ListedDevice } from './devices.repository.js';

export function presentDevice(row: DeviceRow): push.PushDevice {
  return {
    ...presentDeviceStatus(row),
    subscribed_at: row.subscribedAt.toISOString(),
  };
}

const text = (info: Record<string, unknown>, key: string) =>
  typeof info[key] === 'string' ? info[key] : '';

/** A device for its owner's settings page: what it is and when it was used, never its keys. */
export function presentDeviceSummary(row: ListedDevice): push.PushDeviceSummary {
  const info = row.deviceInfo;
  return {
    ...presentDevice(row),
    device_type: text(info, 'deviceType'),
    browser_name: text(info, 'browserName'),
    browser_version: text(info, 'browserVersion'),
    os_name: text(info, 'osName'),
    os_version: text(info, 'osVersion'),
    created_at: row.createdAt.toISOString(),
    last_pushed_at: row.lastPushedAt?.toISOString() ?? null,
    deactivated_at: row.deactivatedAt?.toISOString() ?? null,
    last_failure: row.lastFailure,
  };
}

export function presentDeviceStatus(row: { token: string; status: DeviceRow['status'] }) {
  return { id: row.token, device_status: row.status };
}

export function presentRemovedDevice(row: { token: string }) {
  return { id: row.token, deleted: true as const };
}
