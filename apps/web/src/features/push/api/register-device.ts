import { type CallBody, push } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';

export type DeviceRegistration = CallBody<typeof push.registerDevice>;

/** Registers this browser's subscription; the same endpoint again updates that device. */
export function registerDevice(body: DeviceRegistration) {
  return apiRequest(push.registerDevice, { body });
}
