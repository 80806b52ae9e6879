import { organisations, push } from '@kitlab/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import type { DeviceSummary } from '../api/list-devices';
import { DEVICE_ID, OTHER_DEVICE_ID } from '../testing/fake-push-browser';
import { readRegisteredDevice, saveRegisteredDevice } from '../utils/registered-device';
import { DevicesPage } from './devices-page';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/toasts', () => ({ showToast: vi.fn() }));

function deviceFixture(overrides: Partial<DeviceSummary> = {}): DeviceSummary {
  return {
    id: DEVICE_ID,
    device_status: 'active',
    subscribed_at: '2026-03-02T09:15:00.000Z',
    created_at: '2026-03-02T09:15:00.000Z',
    device_type: 'Desktop',
    browser_name: 'Chrome',
    browser_version: '131.0.6778.85',
    os_name: 'Windows',
    os_version: '10.0',
    last_pushed_at: null,
    deactivated_at: null,
    last_failure: null,
    ...overrides,
  };
}

const phone = deviceFixture({
  id: OTHER_DEVICE_ID,
  device_type: 'Mobile',
  browser_name: 'Safari',
  browser_version: '17.4',
  os_name: 'iOS',
  os_version: '17.4',
  last_pushed_at: '2026-03-03T07:00:00.000Z',
  last_failure:
    "The push service refused this device's messages (403): it did not accept the server's VAPID signature.",
});

/** The server: the feature map, the device list, and answers to deactivate and remove. */
function serve({ devices = [deviceFixture(), phone], pushOn = true } = {}) {
  vi.mocked(apiRequest).mockImplementation(async (call, options) => {
    if (call === organisations.getFeatures) {
      return { features: { 'Push Notifications': pushOn, 'Learning Companion': false } };
    }
    if (call === push.listDevices) return { results: devices };
    const id = (options as { params: { id: string } } | undefined)?.params.id;
    if (call === push.deactivateDevice) {
      return { id, device_status: 'inactive', subscribed_at: '2026-03-02T09:15:00.000Z' };
    }
    if (call === push.deleteDevice) return { id, deleted: true };
    throw new Error('unexpected call');
  });
}

/** A browser with service workers, the Push API and notifications not yet allowed. */
function browserWithPush() {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default' });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
const view = mountForEachTest();

const text = () => document.body.textContent ?? '';
const button = (name: string, within: ParentNode = document.body) =>
  [...within.querySelectorAll<HTMLButtonElement>('button')].find(
    (element) => element.getAttribute('aria-label') === name || element.textContent === name,
  );
/** A button of the open confirmation, not the device card's button of the same words. */
const dialogButton = (name: string) =>
  button(name, document.querySelector('[role="dialog"]') ?? document.createDocumentFragment());

async function open(until: string) {
  view.render(withClient(<DevicesPage />));
  await settleUntil(() => text().includes(until));
}

describe('DevicesPage', () => {
  it('says it is loading, then offers to try again after a failure', async () => {
    vi.mocked(apiRequest).mockReturnValue(new Promise(() => {}));
    await open('Loading your devices…');
    view.remount();
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 500, detail: 'Server error.', code: 'error' }),
    );
    await open('We could not load your devices');
    expect(text()).toContain('Try again');
  });

  it('says so when no device is registered', async () => {
    serve({ devices: [] });
    await open('No devices yet');
  });

  it('lists the devices with their facts and marks this one', async () => {
    browserWithPush();
    saveRegisteredDevice({
      id: OTHER_DEVICE_ID,
      device_status: 'active',
      subscribed_at: phone.subscribed_at,
    });
    serve();
    await open('Safari 17 on iOS 17.4');
    const cards = document.body.querySelectorAll('li');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('Chrome 131 on Windows 10.0');
    expect(cards[0]?.textContent).toContain('Desktop');
    expect(cards[0]?.textContent).toContain('Receiving notifications');
    expect(cards[0]?.textContent).toContain('Never');
    expect(cards[0]?.textContent).not.toContain('This device');
    expect(cards[0]?.textContent).not.toContain('not reaching');
    expect(cards[1]?.textContent).toContain('This device');
    expect(cards[1]?.textContent).toContain('Mobile');
    expect(cards[1]?.textContent).toContain(
      "Notifications are not reaching it: The push service refused this device's messages (403)",
    );
    expect(text()).toContain('This device receives your notifications.');
  });

  it('offers to turn notifications on in a browser that can take them', async () => {
    browserWithPush();
    serve();
    await open('Turn on notifications');
    expect(text()).toContain('Get a notification on this device');
    expect(button('Turn on notifications')).toBeDefined();
  });

  it('says so in a browser without push', async () => {
    serve();
    await open('This browser cannot show push notifications.');
    expect(button('Turn on notifications')).toBeUndefined();
  });

  it('says when the school has push notifications off', async () => {
    serve({ pushOn: false });
    await open('Your school has not turned on push notifications.');
    expect(button('Turn on notifications')).toBeUndefined();
  });

  it('turns a device off after confirming, and this browser then counts as not subscribed', async () => {
    saveRegisteredDevice({
      id: DEVICE_ID,
      device_status: 'active',
      subscribed_at: phone.subscribed_at,
    });
    serve();
    await open('Chrome 131 on Windows 10.0');
    act(() => button('Turn off Chrome 131 on Windows 10.0')?.click());
    await settleUntil(() => text().includes('Turn off notifications on this device?'));
    expect(apiRequest).not.toHaveBeenCalledWith(push.deactivateDevice, expect.anything());
    act(() => dialogButton('Turn off')?.click());
    await settleUntil(() => readRegisteredDevice()?.device_status === 'inactive');
    expect(apiRequest).toHaveBeenCalledWith(push.deactivateDevice, { params: { id: DEVICE_ID } });
  });

  it('removes a device after confirming, and cancelling sends nothing', async () => {
    serve();
    await open('Safari 17 on iOS 17.4');
    act(() => button('Remove Safari 17 on iOS 17.4')?.click());
    await settleUntil(() => text().includes('Remove this device?'));
    act(() => dialogButton('Cancel')?.click());
    expect(apiRequest).not.toHaveBeenCalledWith(push.deleteDevice, expect.anything());
    act(() => button('Remove Safari 17 on iOS 17.4')?.click());
    await settleUntil(() => text().includes('Remove this device?'));
    act(() => dialogButton('Remove')?.click());
    await settleUntil(() =>
      vi.mocked(apiRequest).mock.calls.some(([call]) => call === push.deleteDevice),
    );
    expect(apiRequest).toHaveBeenCalledWith(push.deleteDevice, { params: { id: OTHER_DEVICE_ID } });
  });
});
