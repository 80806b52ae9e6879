import type { notifications as contract } from '@kitlab/contract';
import { tabOf } from './notification-texts.js';
import type { NotificationRow } from './notifications.repository.js';

export function presentNotification(row: NotificationRow): contract.NotificationItem {
  return {
    id: row.id,
    kind: row.kind,
    tab: tabOf(row.kind),
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    discussion_token: row.discussionToken,
  };
}

export function presentCounts(counts: {
  notifications: number;
  discussions: number;
}): contract.UnreadCounts {
  const { notifications, discussions } = counts;
  return { notifications, discussions, total: notifications + discussions };
}
