import type { NotificationsHome } from '../api/get-home-notifications';
import type { NotificationItem, NotificationPage } from '../api/list-notifications';

export function notificationFixture(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: 1,
    kind: 'work_assigned',
    tab: 'notifications',
    title: 'New work: Magnets quiz',
    body: 'Grace Okafor set it for your class, due Wed 20 Mar 2030.',
    link: '/quiz/4?assignment=9',
    created_at: '2030-03-10T12:00:00.000Z',
    read_at: null,
    discussion_token: null,
    ...overrides,
  };
}

export function pageFixture(results: NotificationItem[], count = results.length): NotificationPage {
  return { count, next: count > 20 ? 2 : null, previous: null, results };
}

export function homeFixture(notifications: number, discussions = 0): NotificationsHome {
  return {
    unread: { notifications, discussions, total: notifications + discussions },
    latest: { notifications: [], discussions: [] },
  };
}
