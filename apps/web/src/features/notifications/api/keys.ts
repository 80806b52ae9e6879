import type { notifications } from '@kitlab/contract';

/**
 * Query keys of notifications. The live stream refreshes `all` when a notification is made or
 * read, so the bell, both tabs of the centre and their pages follow together.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  home: () => [...notificationKeys.all, 'home'] as const,
  tab: (tab: notifications.NotificationTab) => [...notificationKeys.all, 'tab', tab] as const,
  page: (tab: notifications.NotificationTab, status: notifications.MessageStatus, page: number) =>
    [...notificationKeys.tab(tab), status, page] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
  teaching: () => [...notificationKeys.all, 'teaching'] as const,
};
