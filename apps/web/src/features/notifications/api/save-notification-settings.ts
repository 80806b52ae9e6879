import { type CallBody, notifications } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { notificationKeys } from './keys';

export type NotificationSettingsChange = CallBody<typeof notifications.saveNotificationSettings>;

export function saveNotificationSettings(body: NotificationSettingsChange) {
  return apiRequest(notifications.saveNotificationSettings, { body });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings(), saved),
  });
}
