import { TOAST_DEFAULT_MS } from '@kitlab/contract';
import { notifications, notificationsStore } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { showToast } from './toasts';

function shown() {
  return notificationsStore.getState().notifications;
}

describe('showToast', () => {
  beforeEach(() => notifications.clean());

  it('closes after 2000 ms by default and lists the newest first', () => {
    showToast({ message: 'first' });
    showToast({ message: 'second', tone: 'danger', title: 'Error' });
    const [top, below] = shown();
    expect(top).toMatchObject({ message: 'second', title: 'Error', color: 'red' });
    expect(below).toMatchObject({ message: 'first', autoClose: TOAST_DEFAULT_MS });
  });

  it('shows a toast with a fixed id once', () => {
    showToast({ id: 'session', message: 'one' });
    showToast({ id: 'session', message: 'one' });
    expect(shown()).toHaveLength(1);
  });

  it('hides on click', () => {
    showToast({ id: 'click-me', message: 'click me' });
    const onClick = shown()[0]?.onClick as (() => void) | undefined;
    onClick?.();
    expect(shown()).toHaveLength(0);
  });
});
