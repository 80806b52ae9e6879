import { type CallResponse, push } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pushKeys } from './keys';

export type DeviceSummary = CallResponse<typeof push.listDevices>['results'][number];

/** The user's devices, most recently subscribed first. */
export function listDevices(signal?: AbortSignal): Promise<DeviceSummary[]> {
  return apiRequest(push.listDevices, { signal }).then((answer) => answer.results);
}

export const devicesQuery = () =>
  queryOptions({ queryKey: pushKeys.devices(), queryFn: ({ signal }) => listDevices(signal) });

export function useDevices() {
  return useQuery(devicesQuery());
}
