import { notifications } from '@kitlab/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** Marks one of the user's notifications read. */
export function markNotificationRead(id: number) {
  return apiRequest(notifications.markNotificationRead, { params: { id } });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
