import { TOAST_ANIMATION_MS, TOAST_QUICK_MS, TOAST_SWIPE_EXIT_MS } from '@kitlab/contract';
import { notifications, notificationsStore } from '@mantine/notifications';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MountedComponent, mediaQueryList, mountComponent } from './test-dom';
import { ToastHost } from './toast-host';
import { showToast } from './toasts';

let view: MountedComponent;

const listed = (message: string) =>
  notificationsStore.getState().notifications.some((toast) => toast.message === message);

function onScreen(message: string): HTMLElement | null {
  const toasts = document.querySelectorAll<HTMLElement>('.mantine-Notification-root');
  return [...toasts].find((toast) => toast.textContent?.includes(message)) ?? null;
}

function toastOnScreen(message: string): HTMLElement {
  const toast = onScreen(message);
  if (!toast) throw new Error(`No toast "${message}"`);
  return toast;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function pointer(target: HTMLElement, type: 'pointerdown' | 'pointerup', clientX: number) {
  act(() => {
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX }));
  });
}

/** Answers every media query as a screen of this width would. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return mediaQueryList(query, max ? width <= Number(max[1]) : false);
  });
}

function mountHost(width = 1280) {
  screenWidth(width);
  view = mountComponent();
  view.render(<ToastHost />);
}

describe('toasts on screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    notifications.clean();
  });
  afterEach(() => {
    act(() => notifications.clean());
    view.unmount();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('closes a toast given only its message after 1000 ms, then slides it out in 600 ms', () => {
    mountHost();
    act(() => {
      showToast('Copied');
    });
    expect(toastOnScreen('Copied')).toBeTruthy();
    wait(TOAST_QUICK_MS - 1);
    expect(listed('Copied')).toBe(true);
    wait(1);
    expect(listed('Copied')).toBe(false);
    wait(TOAST_ANIMATION_MS - 1);
    expect(onScreen('Copied')).not.toBeNull();
    wait(1);
    expect(onScreen('Copied')).toBeNull();
  });

  it('closes a toast after 2000 ms when its options give no duration', () => {
    mountHost();
    act(() => {
      showToast({ message: 'Saved', tone: 'success' });
    });
    wait(1999);
    expect(listed('Saved')).toBe(true);
    wait(1);
    expect(listed('Saved')).toBe(false);
  });

  it('waits while the pointer rests on a toast', () => {
    mountHost();
    act(() => {
      showToast({ message: 'Read me' });
    });
    const toast = toastOnScreen('Read me');
    act(() => {
      toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    wait(10_000);
    expect(listed('Read me')).toBe(true);
    act(() => {
      toast.dispatchEvent(
        new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }),
      );
    });
    wait(2000);
    expect(listed('Read me')).toBe(false);
  });

  it('closes at once on a click or a tap', () => {
    mountHost();
    act(() => {
      showToast({ message: 'Tap me', autoClose: false });
    });
    const toast = toastOnScreen('Tap me');
    pointer(toast, 'pointerdown', 100);
    pointer(toast, 'pointerup', 104);
    act(() => toast.click());
    expect(listed('Tap me')).toBe(false);
  });

  it('slides a swiped toast out the way it went, gone after 400 ms', () => {
    mountHost();
    act(() => {
      showToast({ message: 'Swipe me', autoClose: false });
    });
    const toast = toastOnScreen('Swipe me');
    pointer(toast, 'pointerdown', 200);
    pointer(toast, 'pointerup', 60);
    act(() => toast.click());
    const swiping = toastOnScreen('Swipe me');
    expect(swiping.style.getPropertyValue('--notifications-state-transform')).toBe(
      'translateX(-120%)',
    );
    expect(swiping.style.transitionDuration).toContain(`${TOAST_SWIPE_EXIT_MS}ms`);
    wait(TOAST_SWIPE_EXIT_MS - 1);
    expect(listed('Swipe me')).toBe(true);
    wait(1);
    expect(listed('Swipe me')).toBe(false);
  });

  it('is 325 px wide on a wide screen and spans a screen up to 768 px wide', () => {
    mountHost(1024);
    act(() => {
      showToast({ message: 'Wide' });
    });
    const root = () => document.querySelector<HTMLElement>('.mantine-Notifications-root');
    // Mantine turns pixels into rem: 325 / 16.
    expect(root()?.style.getPropertyValue('--notifications-container-width')).toContain(
      `${325 / 16}rem`,
    );
    view.unmount();
    mountHost(768);
    expect(root()?.style.getPropertyValue('--notifications-container-width')).toBe('100%');
  });
});
