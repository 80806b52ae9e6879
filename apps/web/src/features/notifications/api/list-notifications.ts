import { type CallResponse, NOTIFICATION_PAGE_SIZE, notifications } from '@kitlab/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export type NotificationPage = CallResponse<typeof notifications.listNotifications>;
export type NotificationItem = NotificationPage['results'][number];

/** One page (20) of one tab of the centre, newest first. */
export function listNotifications(
  tab: notifications.NotificationTab,
  page: number,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return apiRequest(notifications.listNotifications, {
    query: { tab, page, per_page: NOTIFICATION_PAGE_SIZE },
    signal,
  });
}

export const notificationPageQuery = (tab: notifications.NotificationTab, page: number) =>
  queryOptions({
    queryKey: notificationKeys.page(tab, page),
    queryFn: ({ signal }) => listNotifications(tab, page, signal),
    // Turning a page keeps the last one on screen until the next arrives.
    placeholderData: keepPreviousData,
    // A tab loads once when first opened; the live stream and marking refresh it after that.
    staleTime: 5 * 60_000,
  });

export function useNotificationPage(tab: notifications.NotificationTab, page: number) {
  return useQuery(notificationPageQuery(tab, page));
}
