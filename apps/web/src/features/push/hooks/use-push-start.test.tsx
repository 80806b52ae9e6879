import { push } from '@kitlab/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { mountForEachTest } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { DEVICE_ID, fakePushBrowser, VAPID_KEY } from '../testing/fake-push-browser';
import { readRegisteredDevice, saveRegisteredDevice } from '../utils/registered-device';
import { usePushStart } from './use-push-start';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('./use-push-offered', () => ({ usePushOffered: () => ({ offered: true }) }));
vi.mock('../utils/foreground-push', () => ({ showForegroundPushes: () => () => {} }));
vi.mock('../utils/drop-leftover-subscription', () => ({
  dropLeftoverSubscription: async () => false,
}));
const fake = vi.hoisted(() => ({ browser: null as unknown }));
vi.mock('../utils/push-browser', () => ({
  supportsPush: () => true,
  currentBrowser: () => fake.browser,
}));

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const SUBSCRIBED_AT = '2026-02-24T08:30:00.000Z';
const subscribedAt = Date.parse(SUBSCRIBED_AT);

/** The server: the device is active, and a PUT answers the subscription made now. */
function serve() {
  vi.mocked(apiRequest).mockImplementation(async (call) => {
    if (call === push.getDeviceStatus) return { id: DEVICE_ID, device_status: 'active' };
    if (call === push.getVapidPublicKey) return { public_key: VAPID_KEY };
    if (call === push.updateDevice) {
      return { id: DEVICE_ID, device_status: 'active', subscribed_at: new Date().toISOString() };
    }
    throw new Error('unexpected call');
  });
}

const callsTo = (call: unknown) =>
  vi.mocked(apiRequest).mock.calls.filter(([made]) => made === call);

function Starter() {
  usePushStart();
  return null;
}

let pushBrowser: ReturnType<typeof fakePushBrowser>;
let visibility: DocumentVisibilityState;

/** Opens the signed-in app `days` after the subscription was made. */
async function openAppAfter(days: number) {
  vi.setSystemTime(subscribedAt + days * DAY);
  view.render(withClient(<Starter />));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

/** Time passes with the tab open: its timers run. */
const keepOpenFor = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function show(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  localStorage.clear();
  saveRegisteredDevice({ id: DEVICE_ID, device_status: 'active', subscribed_at: SUBSCRIBED_AT });
  pushBrowser = fakePushBrowser({ permission: 'granted' });
  fake.browser = pushBrowser.browser;
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  serve();
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});
// After the fake timers, so that each test's root is unmounted before the real timers return.
const view = mountForEachTest();

describe('usePushStart keeps the subscription fresh', () => {
  it('subscribes again after 7 days when the app starts', async () => {
    await openAppAfter(8);
    expect(pushBrowser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(callsTo(push.updateDevice)).toHaveLength(1);
  });

  it('subscribes again within the hour a tab left open passes 7 days, and once only', async () => {
    await openAppAfter(2);
    expect(callsTo(push.getDeviceStatus)).toHaveLength(1);
    expect(pushBrowser.pushManager.subscribe).not.toHaveBeenCalled();

    await keepOpenFor(5 * DAY - HOUR / 2);
    expect(callsTo(push.getDeviceStatus).length).toBeGreaterThan(100);
    expect(pushBrowser.pushManager.subscribe).not.toHaveBeenCalled();

    await keepOpenFor(HOUR);
    expect(pushBrowser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(callsTo(push.updateDevice)).toHaveLength(1);
    expect(Date.parse(readRegisteredDevice()?.subscribed_at ?? '')).toBeGreaterThanOrEqual(
      subscribedAt + 7 * DAY,
    );

    await keepOpenFor(2 * DAY);
    expect(pushBrowser.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('checks when the tab is shown again after its timers stood still, as in a sleeping computer', async () => {
    await openAppAfter(2);
    show('hidden');
    vi.setSystemTime(subscribedAt + 9 * DAY);
    expect(pushBrowser.pushManager.subscribe).not.toHaveBeenCalled();

    show('visible');
    await keepOpenFor(0);
    expect(pushBrowser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(callsTo(push.updateDevice)).toHaveLength(1);
  });

  it('does not ask the server again each time the tab is shown within the hour', async () => {
    await openAppAfter(2);
    for (let switches = 0; switches < 5; switches += 1) {
      show('hidden');
      await keepOpenFor(60_000);
      show('visible');
      await keepOpenFor(0);
    }
    expect(callsTo(push.getDeviceStatus)).toHaveLength(1);
  });

  it('stops checking once the app closes', async () => {
    await openAppAfter(2);
    view.remount();
    await keepOpenFor(6 * DAY);
    expect(callsTo(push.getDeviceStatus)).toHaveLength(1);
  });
});
