import { push } from '@kitlab/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { DEVICE_ID, fakeSubscription } from '../testing/fake-push-browser';
import { saveRegisteredDevice } from './registered-device';
import { stopPushOnSignOut } from './stop-push-on-sign-out';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

function workerWith(subscription: ReturnType<typeof fakeSubscription> | null) {
  const pushManager = { getSubscription: vi.fn(async () => subscription) };
  return {
    getRegistration: vi.fn(async () => ({ pushManager })),
  } as unknown as ServiceWorkerContainer;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.clearAllMocks());

describe('signing out of a browser with push on', () => {
  it("turns this device off on the server and drops the browser's subscription", async () => {
    saveRegisteredDevice({ id: DEVICE_ID, device_status: 'active', subscribed_at: '2026-03-01' });
    vi.mocked(apiRequest).mockResolvedValue({ id: DEVICE_ID, device_status: 'inactive' });
    const own = fakeSubscription('https://push.example.test/send/mine');
    await stopPushOnSignOut(workerWith(own));
    expect(apiRequest).toHaveBeenCalledWith(push.deactivateDevice, { params: { id: DEVICE_ID } });
    expect(own.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('still drops the subscription when the server cannot be reached', async () => {
    saveRegisteredDevice({ id: DEVICE_ID, device_status: 'active', subscribed_at: '2026-03-01' });
    vi.mocked(apiRequest).mockRejectedValue(new TypeError('Failed to fetch'));
    const own = fakeSubscription('https://push.example.test/send/mine');
    await stopPushOnSignOut(workerWith(own));
    expect(own.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser that never turned push on', async () => {
    const worker = workerWith(null);
    await stopPushOnSignOut(worker);
    expect(apiRequest).not.toHaveBeenCalled();
    expect(worker.getRegistration).not.toHaveBeenCalled();
  });
});
