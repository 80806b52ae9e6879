import { core, push } from '@kitlab/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { DEVICE_ID, fakePushBrowser, KEYS, VAPID_KEY } from '../testing/fake-push-browser';
import { base64UrlToBytes } from './browser-subscription';
import { isSubscribed, readRegisteredDevice } from './registered-device';
import { NOT_GRANTED_MESSAGE, turnOnPush } from './turn-on-push';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const SUBSCRIBED_AT = '2026-03-01T10:00:00.000Z';

/** The server: the VAPID key, a registered device, its status; `fail` makes that call fail. */
function serve({ fail }: { fail?: unknown } = {}) {
  vi.mocked(apiRequest).mockImplementation(async (call) => {
    if (call === fail) throw new Error('The push service refused the subscription.');
    if (call === push.getVapidPublicKey) return { public_key: VAPID_KEY };
    if (call === push.registerDevice) {
      return { id: DEVICE_ID, device_status: 'active', subscribed_at: SUBSCRIBED_AT };
    }
    if (call === push.getDeviceStatus) return { id: DEVICE_ID, device_status: 'active' };
    if (call === core.logDevice) return { id: 1 };
    throw new Error('unexpected call');
  });
}

const callsTo = (call: unknown) =>
  vi.mocked(apiRequest).mock.calls.filter(([made]) => made === call);

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/settings/devices?tab=x#y');
});
afterEach(() => vi.clearAllMocks());

describe('turning push on', () => {
  it.each([
    ['denied already', 'denied', 'denied'],
    ['dismissed', 'default', 'default'],
    ['refused', 'default', 'denied'],
  ] as const)('only writes to the console when permission is %s', async (_, permission, answer) => {
    serve();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const fake = fakePushBrowser({ permission, answer });

    expect(await turnOnPush(fake.browser)).toEqual({ outcome: 'not-granted' });

    expect(info).toHaveBeenCalledWith(NOT_GRANTED_MESSAGE);
    expect(apiRequest).not.toHaveBeenCalled();
    expect(fake.pushManager.subscribe).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.registeredDevice)).toBeNull();
    expect(isSubscribed()).toBe(false);
  });

  it('subscribes, registers the device with its information, checks it and keeps the record', async () => {
    serve();
    const fake = fakePushBrowser({ permission: 'default', answer: 'granted' });

    const result = await turnOnPush(fake.browser);

    expect(fake.notifications.requestPermission).toHaveBeenCalledTimes(1);
    expect(fake.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(fake.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(VAPID_KEY),
    });
    const [[, registration]] = callsTo(push.registerDevice) as [[unknown, { body: unknown }]];
    expect(registration.body).toMatchObject({
      endpoint: 'https://push.example.test/send/new',
      keys: KEYS,
      device_info: { deviceType: expect.any(String), browserName: expect.any(String) },
    });
    expect(push.registerDevice.body?.safeParse(registration.body).success).toBe(true);
    expect(callsTo(push.getDeviceStatus)[0]?.[1]).toEqual({ body: { id: DEVICE_ID } });
    const stored = { id: DEVICE_ID, device_status: 'active', subscribed_at: SUBSCRIBED_AT };
    expect(result).toEqual({ outcome: 'subscribed', device: stored });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.registeredDevice) ?? '')).toEqual(stored);
    expect(readRegisteredDevice()).toEqual(stored);
    expect(isSubscribed()).toBe(true);
  });

  it('does not ask again when permission was granted before', async () => {
    serve();
    const fake = fakePushBrowser({ permission: 'granted' });
    expect((await turnOnPush(fake.browser)).outcome).toBe('subscribed');
    expect(fake.notifications.requestPermission).not.toHaveBeenCalled();
  });

  it('logs a failure as the spec says and stores nothing', async () => {
    serve({ fail: push.registerDevice });
    const fake = fakePushBrowser({ permission: 'granted' });

    expect(await turnOnPush(fake.browser)).toEqual({ outcome: 'failed' });

    const [[, entry]] = callsTo(core.logDevice) as [[unknown, { body: unknown; quiet: boolean }]];
    expect(entry.quiet).toBe(true);
    expect(entry.body).toEqual({
      message: 'error',
      status_code: 200,
      location: '/settings/devices',
      log_type: 'SYSTEM',
      data: {
        payload: { type: 'FCM Registration Error' },
        error_data: {
          stack: expect.stringContaining('The push service refused the subscription.'),
          message: 'The push service refused the subscription.',
          name: 'Error',
        },
      },
    });
    expect(core.deviceLogEntry.safeParse(entry.body).success).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.registeredDevice)).toBeNull();
  });

  it('gives up on a worker that never activates after 10 s, and logs it', async () => {
    vi.useFakeTimers();
    try {
      serve();
      const fake = fakePushBrowser({ permission: 'granted' });
      Object.assign(fake.serviceWorker, { ready: new Promise(() => {}) });
      const turning = turnOnPush(fake.browser);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(callsTo(core.logDevice)).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(await turning).toEqual({ outcome: 'failed' });
      const [[, entry]] = callsTo(core.logDevice) as [[unknown, { body: { data: unknown } }]];
      expect(entry.body.data).toMatchObject({ error_data: { name: 'TimeoutError' } });
    } finally {
      vi.useRealTimers();
    }
  });
});
