import { push } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { deviceChanged } from './device-changed';

/** Forgets a device: nothing is pushed to it any more. */
export function deleteDevice(id: string) {
  return apiRequest(push.deleteDevice, { params: { id } });
}

export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: deleteDevice,
    onSuccess: (answer) => deviceChanged(queryClient, answer.id, null),
  });
}
