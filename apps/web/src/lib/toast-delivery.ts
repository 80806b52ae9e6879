import { type NotificationData, notifications } from '@mantine/notifications';

/** A host whose code is fetched with the first toast (toast-host-on-demand.tsx). */
interface HostOnDemand {
  load: () => Promise<unknown>;
  loading: boolean;
}

let awaited: HostOnDemand | null = null;
let waiting: NotificationData[] = [];

/**
 * Puts a toast on screen. While the toast host's code has not come yet, the toast waits and the
 * code is fetched: shown before the host is there, it would appear without sliding in. A failed
 * fetch keeps the toast waiting, and the next toast fetches again.
 */
export function deliverToast(toast: NotificationData): void {
  const host = awaited;
  if (!host) {
    notifications.show(toast);
    return;
  }
  waiting.push(toast);
  if (host.loading) return;
  host.loading = true;
  host.load().catch(() => {
    host.loading = false;
  });
}

/** Takes a toast off the screen, or out of the toasts waiting for the host. */
export function withdrawToast(id: string): void {
  waiting = waiting.filter((toast) => toast.id !== id);
  notifications.hide(id);
}

/**
 * Makes toasts wait for a host that `load` fetches and mounts, until `toastHostReady`. Returns
 * the way to stop waiting (the host's place is gone): toasts then go straight to the store, those
 * already waiting first, so none is left behind.
 */
export function awaitToastHost(load: () => Promise<unknown>): () => void {
  const host: HostOnDemand = { load, loading: false };
  awaited = host;
  return () => {
    if (awaited === host) toastHostReady();
  };
}

/** The host is on screen: the toasts that waited for it slide in, oldest first. */
export function toastHostReady(): void {
  awaited = null;
  const ready = waiting;
  waiting = [];
  for (const toast of ready) notifications.show(toast);
}
