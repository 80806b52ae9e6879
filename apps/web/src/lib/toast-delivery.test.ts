import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { awaitToastHost, toastHostReady } from './toast-delivery';
import { hideToast, showToast } from './toasts';

const listed = () => notificationsStore.getState().notifications;

/** Lets the fetch of the host's code settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let stopWaiting: () => void = () => {};

describe('toasts waiting for a host fetched on demand', () => {
  beforeEach(() => notifications.clean());
  afterEach(() => {
    stopWaiting();
    toastHostReady();
    notifications.clean();
  });

  it('waits for the host, fetched once for two quick toasts, then shows them newest on top', () => {
    const load = vi.fn(() => new Promise<void>(() => {}));
    stopWaiting = awaitToastHost(load);
    showToast({ id: 'first', title: 'Saved', message: 'Your answer is saved' });
    showToast('Copied');
    expect(listed()).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);

    toastHostReady();
    expect(listed()).toMatchObject([
      { message: 'Copied' },
      { id: 'first', title: 'Saved', message: 'Your answer is saved' },
    ]);
  });

  it('drops a waiting toast that is hidden before the host comes', () => {
    stopWaiting = awaitToastHost(() => new Promise<void>(() => {}));
    showToast({ id: 'undo', message: 'Marked complete' });
    showToast({ id: 'kept', message: 'Saved' });
    hideToast('undo');
    toastHostReady();
    expect(listed().map((toast) => toast.id)).toEqual(['kept']);
  });

  it('keeps a toast when the host cannot be fetched, and fetches it again with the next', async () => {
    const load = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(undefined);
    stopWaiting = awaitToastHost(load);
    expect(() => showToast('Offline for now')).not.toThrow();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(listed()).toEqual([]);

    showToast('Back online');
    expect(load).toHaveBeenCalledTimes(2);
    toastHostReady();
    expect(listed().map((toast) => toast.message)).toEqual(['Back online', 'Offline for now']);
  });

  it("hands the waiting toasts to the store when the host's place goes before the host comes", () => {
    stopWaiting = awaitToastHost(() => new Promise<void>(() => {}));
    showToast('Saved');
    stopWaiting();
    expect(listed().map((toast) => toast.message)).toEqual(['Saved']);
    showToast('Copied');
    expect(listed().map((toast) => toast.message)).toEqual(['Copied', 'Saved']);
  });

  it('goes straight to the store once the host is there', () => {
    stopWaiting = awaitToastHost(() => Promise.resolve());
    toastHostReady();
    showToast('Saved');
    expect(listed().map((toast) => toast.message)).toEqual(['Saved']);
  });
});
