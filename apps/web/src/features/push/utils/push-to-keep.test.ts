import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID, fakeSubscription } from '../testing/fake-push-browser';
import { hasPushToKeep } from './push-to-keep';
import { saveRegisteredDevice } from './registered-device';

function workerWith(subscription: ReturnType<typeof fakeSubscription> | null, registered = true) {
  const pushManager = { getSubscription: vi.fn(async () => subscription) };
  return {
    getRegistration: vi.fn(async () => (registered ? { pushManager } : undefined)),
  } as unknown as ServiceWorkerContainer;
}

beforeEach(() => localStorage.clear());

describe('whether a browser has push to look after', () => {
  it('has none when it never turned push on', async () => {
    expect(await hasPushToKeep(workerWith(null))).toBe(false);
    expect(await hasPushToKeep(workerWith(null, false))).toBe(false);
  });

  it("has the signed-in user's registered device", async () => {
    saveRegisteredDevice({ id: DEVICE_ID, device_status: 'inactive', subscribed_at: '2026-03-01' });
    expect(await hasPushToKeep(workerWith(null, false))).toBe(true);
  });

  it('has a subscription someone who signed out left behind, to drop', async () => {
    const left = fakeSubscription('https://push.example.test/send/previous-user');
    expect(await hasPushToKeep(workerWith(left))).toBe(true);
  });
});
