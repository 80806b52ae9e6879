import { useMemo, useSyncExternalStore } from 'react';
import { isSubscribed, readRegisteredDevice } from '../utils/registered-device';
import {
  readRegisteredDeviceText,
  subscribeToRegisteredDevice,
} from '../utils/registered-device-record';

/** This browser's registered device and whether it is subscribed, kept in step with storage. */
export function useRegisteredDevice() {
  const raw = useSyncExternalStore(subscribeToRegisteredDevice, readRegisteredDeviceText);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the record is read again when its stored text changes
  const device = useMemo(() => readRegisteredDevice(), [raw]);
  return { device, isSubscribed: isSubscribed(device) };
}
