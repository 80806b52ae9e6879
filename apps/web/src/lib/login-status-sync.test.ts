import { WORKER_LOGIN_SYNC_RETRY_MS } from '@kitlab/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postLoginStatusToWorker, syncLoginStatus } from './login-status-sync';
import { LOGIN_STATUS_MESSAGE } from './service-worker-protocol';
import { writeLoginStatus } from './session-db';
import { saveSession } from './session-storage';
import { loginResponseFixture } from './test-fixtures';

vi.mock('./session-db', () => ({ writeLoginStatus: vi.fn(async () => {}) }));

function installServiceWorker(controller: { postMessage: (m: unknown) => void } | null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { controller },
    configurable: true,
  });
}

describe('login status sync', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.mocked(writeLoginStatus).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('writes SessionDB and posts to the controlling worker', async () => {
    saveSession(loginResponseFixture());
    const postMessage = vi.fn();
    installServiceWorker({ postMessage });
    await syncLoginStatus();
    expect(writeLoginStatus).toHaveBeenCalledWith(true);
    expect(postMessage).toHaveBeenCalledWith({ type: LOGIN_STATUS_MESSAGE, isLoggedIn: true });
  });

  it('retries every 2000 ms until a worker controls the page', async () => {
    const worker: { controller: { postMessage: (m: unknown) => void } | null } = {
      controller: null,
    };
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    const postMessage = vi.fn();
    postLoginStatusToWorker(false);
    await vi.advanceTimersByTimeAsync(WORKER_LOGIN_SYNC_RETRY_MS * 2);
    expect(postMessage).not.toHaveBeenCalled();
    worker.controller = { postMessage };
    await vi.advanceTimersByTimeAsync(WORKER_LOGIN_SYNC_RETRY_MS);
    expect(postMessage).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(WORKER_LOGIN_SYNC_RETRY_MS * 3);
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it('still tells the worker when SessionDB refuses the write', async () => {
    vi.mocked(writeLoginStatus).mockRejectedValueOnce(new Error('quota'));
    const postMessage = vi.fn();
    installServiceWorker({ postMessage });
    await syncLoginStatus();
    expect(postMessage).toHaveBeenCalledWith({ type: LOGIN_STATUS_MESSAGE, isLoggedIn: false });
  });
});
