import { type CallResponse, NOTIFICATION_PAGE_SIZE, notifications } from '@kitlab/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export type NotificationPage = CallResponse<typeof notifications.listNotifications>;
export type NotificationItem = NotificationPage['results'][number];

/** Which page of the centre: a tab, its filter and the page number. */
export interface NotificationView {
  tab: notifications.NotificationTab;
  status: notifications.MessageStatus;
  page: number;
}

/** One page (20) of one tab of the centre under one filter, newest first. */
export function listNotifications(
  { tab, status, page }: NotificationView,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return apiRequest(notifications.listNotifications, {
    query: { tab, message_status: status, page, per_page: NOTIFICATION_PAGE_SIZE },
    signal,
  });
}

export const notificationPageQuery = (view: NotificationView) =>
  queryOptions({
    queryKey: notificationKeys.page(view.tab, view.status, view.page),
    queryFn: ({ signal }) => listNotifications(view, signal),
    // Turning a page keeps the last one on screen until the next arrives.
    placeholderData: keepPreviousData,
    // A tab loads once when first opened; the live stream and marking refresh it after that.
    staleTime: 5 * 60_000,
  });

export function useNotificationPage(view: NotificationView) {
  return useQuery(notificationPageQuery(view));
}
