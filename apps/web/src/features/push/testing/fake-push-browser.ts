import { vi } from 'vitest';
import type { PushBrowser } from '../utils/push-browser';

export const DEVICE_ID = '0b9f0c5e-8a7d-4c3b-9e2f-1a2b3c4d5e6f';
export const OTHER_DEVICE_ID = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
/** A P-256 public key (65 bytes) and an auth secret (16 bytes), base64url as browsers give them. */
export const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'Q'.repeat(22) };
export const VAPID_KEY = 'BPq3rS0mE-PuBl1c_kEy';

export function fakeSubscription(endpoint: string) {
  return {
    endpoint,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint, keys: KEYS }),
    unsubscribe: vi.fn(async () => true),
  };
}

/**
 * A browser whose permission answer, worker and push manager are stand-ins: `subscribe` gives
 * a subscription at `endpoint`, `current` is the subscription the browser already holds.
 */
export function fakePushBrowser({
  permission = 'default',
  answer = 'granted',
  endpoint = 'https://push.example.test/send/new',
  current = null,
}: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  endpoint?: string;
  current?: ReturnType<typeof fakeSubscription> | null;
} = {}) {
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => fakeSubscription(endpoint)),
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
  } as unknown as ServiceWorkerContainer;
  const notifications = {
    permission,
    requestPermission: vi.fn(async () => answer),
  } as unknown as PushBrowser['notifications'];
  return { browser: { notifications, serviceWorker }, pushManager, serviceWorker, notifications };
}
