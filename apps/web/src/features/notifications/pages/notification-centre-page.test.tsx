import { notifications } from '@kitlab/contract';
import { act } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { homeFixture, notificationFixture, pageFixture } from '../testing/notification-fixture';
import { NotificationCentrePage } from './notification-centre-page';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/toasts', () => ({ showToast: vi.fn() }));

const view = mountForEachTest();

const text = () => view.container.textContent ?? '';
const where = { path: '' };
function Where() {
  where.path = useLocation().pathname + useLocation().search;
  return null;
}

const unreadWork = notificationFixture({ id: 7 });
const readMark = notificationFixture({
  id: 6,
  kind: 'work_marked',
  title: 'Marked: Levers',
  read_at: '2030-03-09T12:00:00.000Z',
});

const TOKEN = '6f1c2a4e-9a55-4b8e-9d43-2f3a6c1b7e01';
const message = notificationFixture({
  id: 9,
  kind: 'discussion_message',
  tab: 'discussions',
  title: 'Amara Obi in Step 1',
  link: `/discussions/${TOKEN}`,
  discussion_token: TOKEN,
});

type ListQuery = { tab: string; message_status: string; page: number };

/**
 * The server: counts, the notifications tab's page (its unread and read ones under those
 * filters), the discussions tab (`discussions`, its archive `archived`), the marks and archive.
 */
function serve(discussions = pageFixture([]), archived = pageFixture([])) {
  vi.mocked(apiRequest).mockImplementation(async (call, options) => {
    if (call === notifications.getHomeNotifications) return homeFixture(1);
    if (call === notifications.listNotifications) {
      const { tab, message_status } = (options as { query: ListQuery }).query;
      if (tab === 'discussions') return message_status === 'archived' ? archived : discussions;
      if (message_status === 'unread') return pageFixture([unreadWork]);
      if (message_status === 'read') return pageFixture([readMark]);
      return pageFixture([unreadWork, readMark]);
    }
    if (call === notifications.archiveDiscussion || call === notifications.bringBackDiscussion) {
      return { discussion_token: TOKEN, archived_at: null };
    }
    if (call === notifications.markNotificationRead) {
      return {
        notification: { ...unreadWork, read_at: '2030-03-10T13:00:00.000Z' },
        unread: homeFixture(0).unread,
      };
    }
    if (call === notifications.markAllNotificationsRead)
      return { marked: 1, unread: homeFixture(0).unread };
    throw new Error('unexpected call');
  });
}

const listQueries = () =>
  vi
    .mocked(apiRequest)
    .mock.calls.filter(([call]) => call === notifications.listNotifications)
    .map(([, options]) => (options as { query: ListQuery }).query);

const listCalls = (tab: string) =>
  vi
    .mocked(apiRequest)
    .mock.calls.filter(
      ([call, options]) =>
        call === notifications.listNotifications &&
        (options as { query: { tab: string } }).query.tab === tab,
    ).length;

async function open(until: string, at = '/notifications') {
  view.render(
    withClient(
      <>
        <Routes>
          <Route path="/notifications" element={<NotificationCentrePage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Where />
      </>,
      { at },
    ),
  );
  await settleUntil(() => text().includes(until));
}

const tab = (name: string) =>
  [...view.container.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((each) =>
    each.textContent?.startsWith(name),
  );
const button = (name: string) =>
  [...view.container.querySelectorAll<HTMLButtonElement>('button')].find((each) =>
    each.textContent?.includes(name),
  );

describe('NotificationCentrePage', () => {
  it('loads the notifications tab first and the discussions tab only once it is opened', async () => {
    serve();
    await open('New work: Magnets quiz');
    expect(tab('Notifications')?.getAttribute('aria-selected')).toBe('true');
    expect(listCalls('notifications')).toBe(1);
    expect(listCalls('discussions')).toBe(0);
    act(() => tab('Discussions')?.click());
    await settleUntil(() => text().includes('No discussion notifications yet'));
    expect(listCalls('discussions')).toBe(1);
    expect(where.path).toBe('/notifications?tab=discussions');
    act(() => tab('Notifications')?.click());
    act(() => tab('Discussions')?.click());
    await settleUntil();
    expect(listCalls('discussions')).toBe(1);
  });

  it('shows unread ones as unread, and opening one marks it read and goes to its screen', async () => {
    serve();
    await open('New work: Magnets quiz');
    const rows = view.container.querySelectorAll('li');
    expect(rows[0]?.textContent).toContain('Unread: New work: Magnets quiz');
    expect(rows[1]?.textContent).not.toContain('Unread');
    act(() => rows[0]?.querySelector('button')?.click());
    await settleUntil(() => where.path === '/quiz/4?assignment=9');
    expect(where.path).toBe('/quiz/4?assignment=9');
    await settleUntil(() =>
      vi
        .mocked(apiRequest)
        .mock.calls.some(([call]) => call === notifications.markNotificationRead),
    );
    const marked = vi
      .mocked(apiRequest)
      .mock.calls.find(([call]) => call === notifications.markNotificationRead);
    expect(marked?.[1]).toMatchObject({ params: { id: 7 } });
  });

  it('marks all as read', async () => {
    serve();
    await open('New work: Magnets quiz');
    act(() => button('Mark all as read')?.click());
    await settleUntil(() =>
      vi
        .mocked(apiRequest)
        .mock.calls.some(([call]) => call === notifications.markAllNotificationsRead),
    );
    const markAll = vi
      .mocked(apiRequest)
      .mock.calls.find(([call]) => call === notifications.markAllNotificationsRead);
    expect(markAll?.[1]).toEqual({ body: {} });
  });

  it('opens on the discussions tab from the address, and offers to try again when a list fails', async () => {
    vi.mocked(apiRequest).mockImplementation(async (call) => {
      if (call === notifications.getHomeNotifications) return homeFixture(0, 0);
      throw new ApiError({ status: 500, detail: 'Server error.', code: 'error' });
    });
    await open('We could not load your discussions', '/notifications?tab=discussions');
    expect(tab('Discussions')?.getAttribute('aria-selected')).toBe('true');
    expect(text()).toContain('Try again');
    expect(listCalls('notifications')).toBe(0);
  });

  /** A filter of the tab shown (hidden tabs stay mounted, with filters of their own). */
  const radio = (name: string) => {
    const shownTab =
      tab('Discussions')?.getAttribute('aria-selected') === 'true'
        ? 'discussions'
        : 'notifications';
    const filter = view.container.querySelector(`[aria-label="Show ${shownTab}"]`);
    return [...(filter?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])].find(
      (each) => each.labels?.[0]?.textContent === name,
    );
  };

  it('filters a tab by read state and keeps the filter in the address', async () => {
    serve();
    await open('New work: Magnets quiz');
    act(() => radio('Read')?.click());
    await settleUntil(() => !text().includes('New work: Magnets quiz'));
    expect(text()).toContain('Marked: Levers');
    expect(where.path).toBe('/notifications?show=read');
    expect(listQueries().at(-1)).toMatchObject({ tab: 'notifications', message_status: 'read' });
    expect(radio('Archived')).toBeUndefined();
  });

  it('opens on the filter the address names, as after a reload', async () => {
    serve();
    await open('New work: Magnets quiz', '/notifications?show=unread&page=1');
    expect(radio('Unread')?.checked).toBe(true);
    expect(listQueries()).toEqual([
      { tab: 'notifications', message_status: 'unread', page: 1, per_page: 20 },
    ]);
  });

  it('says so when a filter has nothing, and keeps each tab’s own filter', async () => {
    serve();
    await open('No discussion notifications yet', '/notifications?tab=discussions');
    act(() => radio('Unread')?.click());
    await settleUntil(() => text().includes('No unread notifications'));
    expect(where.path).toBe('/notifications?tab=discussions&show=unread');
    act(() => tab('Notifications')?.click());
    await settleUntil(() => where.path === '/notifications');
    act(() => tab('Discussions')?.click());
    await settleUntil(() => where.path === '/notifications?tab=discussions&show=unread');
    expect(radio('Unread')?.checked).toBe(true);
  });

  it('archives a discussion from the discussions tab and brings it back from the archive', async () => {
    serve(pageFixture([message]), pageFixture([{ ...message, read_at: message.created_at }]));
    await open('Amara Obi in Step 1', '/notifications?tab=discussions');
    act(() => button('Archive')?.click());
    await settleUntil(() =>
      vi.mocked(apiRequest).mock.calls.some(([call]) => call === notifications.archiveDiscussion),
    );
    const archiving = vi
      .mocked(apiRequest)
      .mock.calls.find(([call]) => call === notifications.archiveDiscussion);
    expect(archiving?.[1]).toEqual({ params: { discussion_token: TOKEN } });

    act(() => radio('Archived')?.click());
    await settleUntil(() => Boolean(button('Bring back')));
    expect(where.path).toBe('/notifications?tab=discussions&show=archived');
    act(() => button('Bring back')?.click());
    await settleUntil(() =>
      vi.mocked(apiRequest).mock.calls.some(([call]) => call === notifications.bringBackDiscussion),
    );
  });
});
