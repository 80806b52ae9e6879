import { notifications } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { notificationKeys } from './keys';

/** Marks every unread notification read, of one tab when given. */
export function markAllRead(tab?: notifications.NotificationTab) {
  return apiRequest(notifications.markAllNotificationsRead, { body: tab ? { tab } : {} });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: markAllRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
