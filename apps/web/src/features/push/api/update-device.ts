import { type CallBody, push } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';

export type DeviceUpdate = CallBody<typeof push.updateDevice>;

/** Replaces a device's subscription (the 7-day refresh); it becomes active again. */
export function updateDevice(id: string, body: DeviceUpdate) {
  return apiRequest(push.updateDevice, { params: { id }, body });
}
