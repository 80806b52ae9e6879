import { push } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';

/** Whether one of the user's devices is still subscribed (404 once it is removed). */
export function getDeviceStatus(id: string) {
  return apiRequest(push.getDeviceStatus, { body: { id } });
}
