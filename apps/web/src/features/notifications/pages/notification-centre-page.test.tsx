import { notifications } from '@kitlab/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
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

/** The server: counts, the notifications tab's page, an empty discussions tab, the marks. */
function serve(discussions = pageFixture([])) {
  vi.mocked(apiRequest).mockImplementation(async (call, options) => {
    if (call === notifications.homeNotifications) return homeFixture(1);
    if (call === notifications.listNotifications) {
      const { tab } = (options as { query: { tab: string } }).query;
      return tab === 'discussions' ? discussions : pageFixture([unreadWork, readMark]);
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
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/notifications" element={<NotificationCentrePage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
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
      if (call === notifications.homeNotifications) return homeFixture(0, 0);
      throw new ApiError({ status: 500, detail: 'Server error.', code: 'error' });
    });
    await open('We could not load your discussions', '/notifications?tab=discussions');
    expect(tab('Discussions')?.getAttribute('aria-selected')).toBe('true');
    expect(text()).toContain('Try again');
    expect(listCalls('notifications')).toBe(0);
  });
});
