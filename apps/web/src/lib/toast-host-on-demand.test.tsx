import { notifications } from '@mantine/notifications';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MountedComponent, mountComponent, settleUntil } from './test-dom';
import { ToastHostOnDemand } from './toast-host-on-demand';
import { showToast } from './toasts';

const toastsOnScreen = () => document.querySelectorAll('.mantine-Notification-root');

describe('the toast host loaded with the first toast', () => {
  let view: MountedComponent;
  beforeEach(() => {
    notifications.clean();
    view = mountComponent();
  });
  afterEach(() => {
    act(() => notifications.clean());
    view.unmount();
  });

  it('renders nothing while no toast has been raised', async () => {
    await view.renderSettled(<ToastHostOnDemand />);
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
  });

  it('shows a toast raised before the host was loaded', async () => {
    await view.renderSettled(<ToastHostOnDemand />);
    act(() => {
      showToast({ message: 'Saved', autoClose: false });
    });
    await settleUntil(() => toastsOnScreen().length > 0);
    expect(toastsOnScreen()[0]?.textContent).toContain('Saved');
  });
});
