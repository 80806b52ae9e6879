import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { homeFixture } from '../testing/notification-fixture';
import { NotificationBell } from './notification-bell';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const view = mountForEachTest();

const bell = () =>
  view.container.querySelector<HTMLAnchorElement>('[data-testid="notification-bell"]');

async function showBell(until: string) {
  view.render(withClient(<NotificationBell />));
  await settleUntil(() => bell()?.getAttribute('aria-label') === until);
}

describe('NotificationBell', () => {
  it('says how many are unread in its name and badge, and opens the centre', async () => {
    vi.mocked(apiRequest).mockResolvedValue(homeFixture(2, 1));
    await showBell('Notifications, 3 unread');
    expect(bell()?.getAttribute('aria-label')).toBe('Notifications, 3 unread');
    expect(bell()?.getAttribute('href')).toBe('/notifications');
    // Nothing around the bell hides it from assistive technology.
    expect(bell()?.closest('[aria-hidden="true"]')).toBeNull();
    expect(view.container.textContent).toContain('3');
  });

  it('is a plain bell with nothing unread, and while the count loads', async () => {
    vi.mocked(apiRequest).mockReturnValue(new Promise(() => {}));
    await showBell('Notifications');
    expect(bell()?.getAttribute('aria-label')).toBe('Notifications');
    view.remount();
    vi.mocked(apiRequest).mockResolvedValue(homeFixture(0));
    await showBell('Notifications');
    expect(view.container.textContent).not.toContain('0');
  });

  it('caps the badge at 99+', async () => {
    vi.mocked(apiRequest).mockResolvedValue(homeFixture(250));
    await showBell('Notifications, 250 unread');
    expect(view.container.textContent).toContain('99+');
  });
});
