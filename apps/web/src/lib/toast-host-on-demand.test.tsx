import { notifications, notificationsStore } from '@mantine/notifications';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountForEachTest, settleUntil } from './test-dom';
import { ToastHostOnDemand } from './toast-host-on-demand';
import { showToast } from './toasts';

const view = mountForEachTest();

const toastsOnScreen = () => [
  ...document.querySelectorAll<HTMLElement>('.mantine-Notification-root'),
];

/** The style each toast was drawn with before each change, newest last. */
const earlierStyles = new Map<Node, string[]>();
const watcher = new MutationObserver((changes) => {
  for (const change of changes) {
    const earlier = earlierStyles.get(change.target) ?? [];
    earlierStyles.set(change.target, [...earlier, change.oldValue ?? '']);
  }
});

/** Whether the toast was first drawn out of sight to the right, then moved in. */
const slidIn = (toast: Element) =>
  earlierStyles.get(toast)?.[0]?.includes('translateX(100%)') ?? false;

describe('the toast host fetched with the first toast', () => {
  beforeEach(() => {
    notifications.clean();
    earlierStyles.clear();
    watcher.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['style'],
      attributeOldValue: true,
    });
  });
  afterEach(() => {
    watcher.disconnect();
    act(() => notifications.clean());
  });

  it('is not on the page until a toast is asked for', async () => {
    view.render(<ToastHostOnDemand />);
    await settleUntil(undefined, 3);
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
  });

  it('slides in the toasts asked for before it came, newest on top', async () => {
    view.render(<ToastHostOnDemand />);
    act(() => {
      showToast({ id: 'saved', title: 'Saved', message: 'Your answer is saved' });
      showToast('Copied');
    });
    expect(notificationsStore.getState().notifications).toEqual([]);

    await settleUntil(() => toastsOnScreen().length === 2);
    const [top, below] = toastsOnScreen();
    expect(top?.textContent).toBe('Copied');
    expect(below?.textContent).toBe('SavedYour answer is saved');
    expect(notificationsStore.getState().notifications[1]).toMatchObject({
      id: 'saved',
      title: 'Saved',
      message: 'Your answer is saved',
    });
    expect(top && slidIn(top)).toBe(true);
    expect(below && slidIn(below)).toBe(true);
  });
});
