import { push } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { deviceChanged } from './device-changed';

/** Stops pushing to a device but keeps it listed. */
export function deactivateDevice(id: string) {
  return apiRequest(push.deactivateDevice, { params: { id } });
}

export function useDeactivateDevice() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: deactivateDevice,
    onSuccess: (device) => deviceChanged(queryClient, device.id, device.device_status),
  });
}
