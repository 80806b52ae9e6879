import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_MESSAGE } from '../../../lib/service-worker-protocol';
import { inAppPath, showForegroundPushes } from './foreground-push';

/** Stands in for the browser's Notification: records what was shown. */
function stubNotifications(permission: NotificationPermission) {
  const shown: Array<{
    title: string;
    options: NotificationOptions;
    onclick?: () => void;
    close: () => void;
  }> = [];
  class FakeNotification {
    static permission = permission;
    onclick?: () => void;
    close = vi.fn();
    constructor(title: string, options: NotificationOptions) {
      shown.push(Object.assign(this, { title, options }));
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return shown as unknown as Array<
    FakeNotification & { title: string; options: NotificationOptions }
  >;
}

function post(container: EventTarget, data: unknown) {
  container.dispatchEvent(new MessageEvent('message', { data }));
}

afterEach(() => vi.unstubAllGlobals());

describe('foreground push messages', () => {
  it('show a browser notification with the title, "No Title" when it has none, and the body', () => {
    const shown = stubNotifications('granted');
    const container = new EventTarget() as ServiceWorkerContainer;
    const openLink = vi.fn();
    const stop = showForegroundPushes(openLink, container);

    post(container, {
      type: PUSH_MESSAGE,
      title: 'Work marked',
      body: 'Volcanoes: 8 / 10',
      link: `${window.location.origin}/quiz/12`,
    });
    post(container, { type: PUSH_MESSAGE, title: '', body: 'A new message', link: '' });
    post(container, { type: 'LOGIN_STATUS_RECEIVED', isLoggedIn: true });

    expect(shown.map((n) => [n.title, n.options.body])).toEqual([
      ['Work marked', 'Volcanoes: 8 / 10'],
      ['No Title', 'A new message'],
    ]);
    vi.spyOn(window, 'focus').mockImplementation(() => {});
    shown[0]?.onclick?.();
    expect(openLink).toHaveBeenCalledWith('/quiz/12');

    stop();
    post(container, { type: PUSH_MESSAGE, title: 'After', body: '' });
    expect(shown).toHaveLength(2);
  });

  it('show nothing without permission', () => {
    const shown = stubNotifications('denied');
    const container = new EventTarget() as ServiceWorkerContainer;
    showForegroundPushes(vi.fn(), container);
    post(container, { type: PUSH_MESSAGE, title: 'Work marked', body: '' });
    expect(shown).toHaveLength(0);
  });

  it('open only addresses inside the app', () => {
    const origin = 'https://kitlab.example';
    expect(inAppPath('https://kitlab.example/discussions/a1?x=1#m', origin)).toBe(
      '/discussions/a1?x=1#m',
    );
    expect(inAppPath('https://elsewhere.example/phish', origin)).toBe('/');
    expect(inAppPath('/notifications', origin)).toBe('/notifications');
  });
});
