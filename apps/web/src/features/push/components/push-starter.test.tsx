import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountForEachTest } from '../../../lib/test-dom';
import { DEVICE_ID } from '../testing/fake-push-browser';
import { forgetRegisteredDevice, saveRegisteredDevice } from '../utils/registered-device';
import { PushStarter } from './push-starter';

const loaded = vi.hoisted(() => ({ upkeep: 0 }));
const stopPushOnSignOut = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('./push-upkeep', () => {
  loaded.upkeep += 1;
  return { PushUpkeep: () => <span data-testid="upkeep" />, stopPushOnSignOut };
});
vi.mock('../hooks/use-foreground-pushes', () => ({ useForegroundPushes: () => {} }));
const signOut = vi.hoisted(() => ({ tasks: new Set<() => Promise<void>>() }));
vi.mock('../../../lib/logout', () => ({
  beforeLogout: (task: () => Promise<void>) => {
    signOut.tasks.add(task);
    return () => signOut.tasks.delete(task);
  },
}));

vi.mock('../utils/push-browser', async (original) => ({
  ...(await original<typeof import('../utils/push-browser')>()),
  supportsPush: () => true,
}));

const worker = { getRegistration: vi.fn(async () => undefined) };

beforeEach(() => {
  localStorage.clear();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
const view = mountForEachTest();

const signingOut = () => Promise.all([...signOut.tasks].map((task) => task()));
const upkeepShown = () => view.container.querySelector('[data-testid="upkeep"]') !== null;
/** Lets the checks, the code's arrival and the renders they start finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe("the push starter fetches the device's upkeep only when there is push to keep", () => {
  it('leaves it out in a browser that never turned push on, then brings it when push is turned on', async () => {
    await view.renderSettled(<PushStarter />);
    await settle();
    expect(upkeepShown()).toBe(false);
    expect(loaded.upkeep).toBe(0);
    expect(worker.getRegistration).toHaveBeenCalled();

    act(() => {
      saveRegisteredDevice({ id: DEVICE_ID, device_status: 'active', subscribed_at: '2026-03-01' });
    });
    await settle();
    expect(upkeepShown()).toBe(true);
    expect(loaded.upkeep).toBe(1);

    // It stays for the page's life: sign-out's turning off runs from it.
    act(() => forgetRegisteredDevice());
    await settle();
    expect(upkeepShown()).toBe(true);
  });
});

describe("sign-out turns this browser's device off", () => {
  it("from the first render, whether or not the upkeep's code has arrived", async () => {
    saveRegisteredDevice({ id: DEVICE_ID, device_status: 'active', subscribed_at: '2026-03-01' });
    await view.renderSettled(<PushStarter />);

    await signingOut();
    expect(stopPushOnSignOut).toHaveBeenCalledTimes(1);
  });

  it("without fetching the turning off's code when there is no device to turn off", async () => {
    await view.renderSettled(<PushStarter />);
    expect(signOut.tasks.size).toBe(1);

    await signingOut();
    expect(stopPushOnSignOut).not.toHaveBeenCalled();
  });

  it('until the shell goes', async () => {
    await view.renderSettled(<PushStarter />);
    view.unmount();
    expect(signOut.tasks.size).toBe(0);
  });
});
