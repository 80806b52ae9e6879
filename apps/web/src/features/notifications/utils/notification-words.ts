import type { NotificationDelivery, NotificationKind, notifications } from '@kitlab/contract';

/** The bell's spoken name: "Notifications, 3 unread". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** What the bell's badge shows: the count, capped so it fits. */
export const badgeCount = (unread: number) => (unread > 99 ? '99+' : String(unread));

export const TAB_LABELS: Record<notifications.NotificationTab, string> = {
  notifications: 'Notifications',
  discussions: 'Discussions',
};

export const KIND_LABELS: Record<NotificationKind, string> = {
  work_assigned: 'New work for your class',
  work_due_tomorrow: 'Work due tomorrow',
  work_marked: 'Work marked',
  work_returned: 'Work handed back',
  discussion_message: 'Messages and replies in your discussions',
  announcement: "Teachers' announcements",
  badge_given: 'Badges your teacher gives you',
  work_handed_in: 'Work handed in for you to mark',
};

export const DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  now: 'Now',
  digest: 'Daily digest',
  off: 'Off',
};

export const STATUS_LABELS: Record<notifications.MessageStatus, string> = {
  all: 'All',
  unread: 'Unread',
  read: 'Read',
  archived: 'Archived',
};

/** The filters each tab offers: only the discussions tab has an archive. */
export const STATUSES_OF: Record<
  notifications.NotificationTab,
  readonly notifications.MessageStatus[]
> = {
  notifications: ['all', 'unread', 'read'],
  discussions: ['all', 'unread', 'read', 'archived'],
};

const EMPTY_ALL: Record<notifications.NotificationTab, { title: string; description: string }> = {
  notifications: {
    title: 'No notifications yet',
    description: 'New work, marks and announcements will show here.',
  },
  discussions: {
    title: 'No discussion notifications yet',
    description: 'New messages and replies in your discussions will show here.',
  },
};

/** What an empty page of a tab under a filter says. */
export function emptyListWords(
  tab: notifications.NotificationTab,
  status: notifications.MessageStatus,
): { title: string; description?: string } {
  switch (status) {
    case 'all':
      return EMPTY_ALL[tab];
    case 'unread':
      return { title: 'No unread notifications', description: 'You are all caught up.' };
    case 'read':
      return { title: 'No read notifications' };
    case 'archived':
      return {
        title: 'No archived discussions',
        description: 'Archive a discussion to tidy it away; a new message brings it back.',
      };
  }
}
