import { NOTIFICATION_KINDS, NOTIFICATION_KINDS_OF, notifications } from '@kitlab/contract';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { mountForEachTest, settleUntil, typeInto } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { showToast } from '../../../lib/toasts';
import type { NotificationSettings } from '../api/get-notification-settings';
import { NotificationSettingsPage } from './notification-settings-page';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/toasts', () => ({ showToast: vi.fn() }));

const view = mountForEachTest();

const settings: NotificationSettings = {
  kinds: NOTIFICATION_KINDS.map((kind) => ({ kind, delivery: 'now' })),
  quiet_hours_start: '20:00',
  quiet_hours_end: '07:00',
  time_zone: 'Europe/London',
};
const text = () => view.container.textContent ?? '';

async function open(until: string) {
  view.render(withClient(<NotificationSettingsPage />));
  await settleUntil(() => text().includes(until));
}

const radio = (group: string, label: string) =>
  view.container
    .querySelector(`[aria-labelledby="kind-${group}"]`)
    ?.querySelector<HTMLInputElement>(`input[value="${label}"]`);
const submit = () =>
  act(() => view.container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());

describe('NotificationSettingsPage', () => {
  it('says it is loading, then offers to try again after a failure', async () => {
    vi.mocked(apiRequest).mockReturnValue(new Promise(() => {}));
    await open('Loading your notification settings…');
    view.remount();
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 500, detail: 'Server error.', code: 'error' }),
    );
    await open('We could not load your notification settings');
    expect(text()).toContain('Try again');
  });

  it('saves a kind sent to the daily digest and new quiet hours', async () => {
    vi.mocked(apiRequest).mockImplementation(async (call, options) =>
      call === notifications.saveNotificationSettings
        ? { ...settings, ...(options as { body: object }).body }
        : settings,
    );
    await open('New work for your class');
    expect(text()).toContain('Europe/London');
    act(() => radio('work_assigned', 'digest')?.click());
    const from = view.container.querySelector<HTMLInputElement>('input[type="time"]');
    typeInto(from as HTMLInputElement, '21:30');
    submit();
    await settleUntil(() => vi.mocked(showToast).mock.calls.length > 0);
    const saved = vi
      .mocked(apiRequest)
      .mock.calls.find(([call]) => call === notifications.saveNotificationSettings);
    if (!saved) throw new Error('the settings were not saved');
    const { body } = saved[1] as { body: { kinds: { kind: string; delivery: string }[] } };
    expect(body).toMatchObject({ quiet_hours_start: '21:30', quiet_hours_end: '07:00' });
    expect(body.kinds.find((k) => k.kind === 'work_assigned')?.delivery).toBe('digest');
    expect(body.kinds.find((k) => k.kind === 'work_marked')?.delivery).toBe('now');
  });

  it('refuses a time that is not HH:MM without sending it', async () => {
    vi.mocked(apiRequest).mockResolvedValue(settings);
    await open('New work for your class');
    const until = view.container.querySelectorAll<HTMLInputElement>('input[type="time"]')[1];
    typeInto(until as HTMLInputElement, '');
    submit();
    await settleUntil(() => text().includes(notifications.QUIET_TIME_MESSAGE));
    expect(text()).toContain(notifications.QUIET_TIME_MESSAGE);
    expect(
      vi
        .mocked(apiRequest)
        .mock.calls.some(([call]) => call === notifications.saveNotificationSettings),
    ).toBe(false);
  });

  it("lists a teacher's kinds only, as the server sends them", async () => {
    vi.mocked(apiRequest).mockResolvedValue({
      ...settings,
      kinds: NOTIFICATION_KINDS_OF.T.map((kind) => ({ kind, delivery: 'now' })),
    });
    await open('Work handed in for you to mark');
    expect(text()).toContain('Messages and replies in your discussions');
    expect(text()).not.toContain('New work for your class');
    expect(view.container.querySelectorAll('[aria-labelledby^="kind-"]')).toHaveLength(2);
  });

  it('tells an account sent no kinds that there is nothing to choose', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ ...settings, kinds: [] });
    await open('No notifications are sent to your kind of account');
    expect(view.container.querySelector('table')).toBeNull();
  });
});
