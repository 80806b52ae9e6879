import { push } from '@kitlab/contract';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import {
  announceRegisteredDeviceChange,
  readRegisteredDeviceText,
} from './registered-device-record';

/**
 * The registered-device record of spec section 3, in local storage under
 * `kitlab.registered_device`: this browser's device `{id, device_status, subscribed_at}` as the
 * server last answered. Sign-out clears it with the rest of the storage.
 */
export type RegisteredDevice = push.PushDevice;

export function readRegisteredDevice(): RegisteredDevice | null {
  const raw = readRegisteredDeviceText();
  if (raw === null) return null;
  try {
    const parsed = push.pushDevice.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveRegisteredDevice(device: RegisteredDevice): void {
  const record = push.pushDevice.parse(device);
  localStorage.setItem(STORAGE_KEYS.registeredDevice, JSON.stringify(record));
  announceRegisteredDeviceChange();
}

export function forgetRegisteredDevice(): void {
  localStorage.removeItem(STORAGE_KEYS.registeredDevice);
  announceRegisteredDeviceChange();
}

/** Keeps the record in step with what the server says of this device now. */
export function setRegisteredDeviceStatus(status: push.DeviceStatus): void {
  const device = readRegisteredDevice();
  if (device) saveRegisteredDevice({ ...device, device_status: status });
}

/** Spec section 4: subscribed only if the stored record's device_status is active. */
export function isSubscribed(device: RegisteredDevice | null = readRegisteredDevice()): boolean {
  return device?.device_status === 'active';
}
