import type { push } from '@kitlab/contract';
import type { QueryClient } from '@tanstack/react-query';
import {
  forgetRegisteredDevice,
  readRegisteredDevice,
  setRegisteredDeviceStatus,
} from '../utils/registered-device';
import { pushKeys } from './keys';

/**
 * A device was deactivated (`status`) or removed (null): the list refreshes, and when it was
 * this browser's device, the stored record follows so the subscribed state is right.
 */
export function deviceChanged(
  queryClient: QueryClient,
  id: string,
  status: push.DeviceStatus | null,
) {
  if (readRegisteredDevice()?.id === id) {
    if (status === null) forgetRegisteredDevice();
    else setRegisteredDeviceStatus(status);
  }
  return queryClient.invalidateQueries({ queryKey: pushKeys.all });
}
