import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { readRegisteredDevice } from '../utils/registered-device';
import { subscribeToRegisteredDevice } from '../utils/registered-device-record';

const readRaw = () => localStorage.getItem(STORAGE_KEYS.registeredDevice);

/** This browser's registered device and whether it is subscribed, kept in step with storage. */
export function useRegisteredDevice() {
  const raw = useSyncExternalStore(subscribeToRegisteredDevice, readRaw);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the record is read again when its stored text changes
  const device = useMemo(() => readRegisteredDevice(), [raw]);
  return { device, isSubscribed: device?.device_status === 'active' };
}
