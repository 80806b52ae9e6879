import { core, push } from '@kitlab/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import {
  DEVICE_ID,
  fakePushBrowser,
  fakeSubscription,
  KEYS,
  VAPID_KEY,
} from '../testing/fake-push-browser';
import { keepPushCurrent } from './keep-push-current';
import { isSubscribed, readRegisteredDevice, saveRegisteredDevice } from './registered-device';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

/** Subscribed just before February ends; the refresh falls due across the month's end. */
const SUBSCRIBED_AT = '2026-02-24T08:30:00.000Z';
const REFRESHED_AT = '2026-03-03T08:30:00.000Z';
const SEVEN_DAYS_LATER = new Date(REFRESHED_AT);
const A_MINUTE_SHORT = new Date('2026-03-03T08:29:00.000Z');

function serve({
  status = 'active',
  statusError,
}: {
  status?: string;
  statusError?: unknown;
} = {}) {
  vi.mocked(apiRequest).mockImplementation(async (call) => {
    if (call === push.getDeviceStatus) {
      if (statusError) throw statusError;
      return { id: DEVICE_ID, device_status: status };
    }
    if (call === push.getVapidPublicKey) return { public_key: VAPID_KEY };
    if (call === push.updateDevice) {
      return { id: DEVICE_ID, device_status: 'active', subscribed_at: REFRESHED_AT };
    }
    if (call === push.deactivateDevice) {
      return { id: DEVICE_ID, device_status: 'inactive', subscribed_at: SUBSCRIBED_AT };
    }
    if (call === core.logDevice) return { id: 1 };
    throw new Error('unexpected call');
  });
}

const callsTo = (call: unknown) =>
  vi.mocked(apiRequest).mock.calls.filter(([made]) => made === call);

beforeEach(() => {
  localStorage.clear();
  saveRegisteredDevice({ id: DEVICE_ID, device_status: 'active', subscribed_at: SUBSCRIBED_AT });
});
afterEach(() => vi.clearAllMocks());

describe('keeping push current on start', () => {
  it('does nothing without a registered device', async () => {
    localStorage.clear();
    serve();
    expect(await keepPushCurrent(SEVEN_DAYS_LATER, fakePushBrowser().browser)).toBe(
      'not-registered',
    );
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('leaves a subscription younger than 7 days alone', async () => {
    serve();
    const fake = fakePushBrowser({ permission: 'granted' });
    expect(await keepPushCurrent(A_MINUTE_SHORT, fake.browser)).toBe('current');
    expect(fake.pushManager.subscribe).not.toHaveBeenCalled();
    expect(callsTo(push.updateDevice)).toHaveLength(0);
  });

  it('subscribes again after 7 days and sends the new subscription with PUT', async () => {
    serve();
    const old = fakeSubscription('https://push.example.test/send/old');
    const fake = fakePushBrowser({
      permission: 'granted',
      current: old,
      endpoint: 'https://push.example.test/send/fresh',
    });

    expect(await keepPushCurrent(SEVEN_DAYS_LATER, fake.browser)).toBe('refreshed');

    expect(old.unsubscribe).toHaveBeenCalledTimes(1);
    expect(fake.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(fake.notifications.requestPermission).not.toHaveBeenCalled();
    const [[, update]] = callsTo(push.updateDevice) as [
      [unknown, { params: unknown; body: object }],
    ];
    expect(update.params).toEqual({ id: DEVICE_ID });
    expect(update.body).toMatchObject({
      endpoint: 'https://push.example.test/send/fresh',
      keys: KEYS,
    });
    expect(update.body).toHaveProperty('device_info');
    expect(readRegisteredDevice()?.subscribed_at).toBe(REFRESHED_AT);
  });

  it('follows the server when the device was turned off elsewhere', async () => {
    serve({ status: 'inactive' });
    const fake = fakePushBrowser({ permission: 'granted' });
    expect(await keepPushCurrent(SEVEN_DAYS_LATER, fake.browser)).toBe('inactive');
    expect(isSubscribed()).toBe(false);
    expect(fake.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('forgets a device removed elsewhere', async () => {
    serve({
      statusError: new ApiError({ status: 404, detail: 'No such device.', code: 'not_found' }),
    });
    expect(await keepPushCurrent(SEVEN_DAYS_LATER, fakePushBrowser().browser)).toBe('removed');
    expect(readRegisteredDevice()).toBeNull();
  });

  it('turns the device off when the user withdrew the permission in the browser', async () => {
    serve();
    const fake = fakePushBrowser({ permission: 'denied' });
    expect(await keepPushCurrent(A_MINUTE_SHORT, fake.browser)).toBe('permission-withdrawn');
    expect(callsTo(push.deactivateDevice)[0]?.[1]).toEqual({ params: { id: DEVICE_ID } });
    expect(isSubscribed()).toBe(false);
    expect(fake.notifications.requestPermission).not.toHaveBeenCalled();
  });

  it('logs a failed refresh as a push registration failure and keeps the record', async () => {
    serve();
    const fake = fakePushBrowser({ permission: 'granted' });
    fake.pushManager.subscribe.mockRejectedValue(new DOMException('Gone', 'AbortError'));
    expect(await keepPushCurrent(SEVEN_DAYS_LATER, fake.browser)).toBe('failed');
    const [[, entry]] = callsTo(core.logDevice) as [[unknown, { body: { data: unknown } }]];
    expect(entry.body.data).toMatchObject({
      payload: { type: 'FCM Registration Error' },
      error_data: { name: 'AbortError', message: 'Gone' },
    });
    expect(readRegisteredDevice()?.subscribed_at).toBe(SUBSCRIBED_AT);
  });
});
