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
