import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID, fakeSubscription } from '../testing/fake-push-browser';
import { dropLeftoverSubscription } from './drop-leftover-subscription';
import { saveRegisteredDevice } from './registered-device';

function workerWith(subscription: ReturnType<typeof fakeSubscription> | null) {
  const pushManager = { getSubscription: vi.fn(async () => subscription) };
  return {
    getRegistration: vi.fn(async () => ({ pushManager })),
  } as unknown as ServiceWorkerContainer;
}

beforeEach(() => localStorage.clear());

describe('a subscription left by someone who signed out', () => {
  it('is dropped when this browser has no registered device', async () => {
    const left = fakeSubscription('https://push.example.test/send/previous-user');
    expect(await dropLeftoverSubscription(workerWith(left))).toBe(true);
    expect(left.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("is kept while it is the signed-in user's registered device", async () => {
    saveRegisteredDevice({ id: DEVICE_ID, device_status: 'active', subscribed_at: '2026-03-01' });
    const own = fakeSubscription('https://push.example.test/send/mine');
    expect(await dropLeftoverSubscription(workerWith(own))).toBe(false);
    expect(own.unsubscribe).not.toHaveBeenCalled();
  });

  it('needs nothing when the browser holds no subscription', async () => {
    expect(await dropLeftoverSubscription(workerWith(null))).toBe(false);
  });
});
