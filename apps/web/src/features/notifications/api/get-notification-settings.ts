import { type CallResponse, notifications } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export type NotificationSettings = CallResponse<typeof notifications.getNotificationSettings>;

export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return apiRequest(notifications.getNotificationSettings, { signal });
}

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}
