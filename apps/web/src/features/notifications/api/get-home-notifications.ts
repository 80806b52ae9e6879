import { type CallResponse, notifications } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export type NotificationsHome = CallResponse<typeof notifications.getHomeNotifications>;

/** The bell's and the centre's first load: unread counts of both tabs and the newest few. */
export function getHomeNotifications(signal?: AbortSignal): Promise<NotificationsHome> {
  return apiRequest(notifications.getHomeNotifications, { signal });
}

export const homeNotificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.home(),
    queryFn: ({ signal }) => getHomeNotifications(signal),
  });

export function useHomeNotifications() {
  return useQuery(homeNotificationsQuery());
}
