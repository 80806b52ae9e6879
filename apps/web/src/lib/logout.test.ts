import { LOGOUT_SUPPRESSION_MS } from '@kitlab/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from './browser';
import { beforeLogout, isSigningOut, logout } from './logout';
import { clearSessionDb } from './session-db';
import { saveSession } from './session-storage';
import { loginResponseFixture } from './test-fixtures';

vi.mock('./browser', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));
vi.mock('./session-db', () => ({
  clearSessionDb: vi.fn(async () => {}),
  writeLoginStatus: vi.fn(async () => {}),
}));

const fetchMock = vi.fn<typeof fetch>();

describe('logout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.mocked(loadPage).mockReset();
    saveSession(loginResponseFixture({ token: 'tok-9' }));
    sessionStorage.setItem('kitlab.device_info_logged', 'true');
  });
  afterEach(async () => {
    await vi.advanceTimersByTimeAsync(LOGOUT_SUPPRESSION_MS);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('revokes the token, clears storage and SessionDB and reloads at /', async () => {
    fetchMock.mockResolvedValue(new Response('{"detail":"Signed out."}', { status: 200 }));
    await logout();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/accounts/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('token tok-9');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(clearSessionDb).toHaveBeenCalled();
    expect(loadPage).toHaveBeenCalledWith('/');
    expect(isSigningOut()).toBe(true);
  });

  it('runs the work that needs the token before revoking it, and waits for it no longer than the call', async () => {
    fetchMock.mockResolvedValue(new Response('{"detail":"Signed out."}', { status: 200 }));
    const order: string[] = [];
    const stopQuick = beforeLogout(async () => {
      order.push(`task with ${localStorage.length > 0 ? 'storage' : 'nothing'}`);
    });
    const stopStuck = beforeLogout(() => new Promise<void>(() => {}));
    fetchMock.mockImplementation(async () => {
      order.push('revoke');
      return new Response('{}', { status: 200 });
    });
    const signingOut = logout();
    await vi.advanceTimersByTimeAsync(5000);
    await signingOut;
    stopQuick();
    stopStuck();
    expect(order).toEqual(['task with storage', 'revoke']);
    expect(loadPage).toHaveBeenCalledWith('/');
  });

  it('clears SessionDB while the token is still stored, so the sign-in form shows only as the page reloads', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    let storedWhileClearing = -1;
    vi.mocked(clearSessionDb).mockImplementationOnce(async () => {
      storedWhileClearing = localStorage.length;
    });
    await logout();
    expect(storedWhileClearing).toBeGreaterThan(0);
    expect(localStorage.length).toBe(0);
  });

  it('signs out even when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await logout();
    expect(localStorage.length).toBe(0);
    expect(loadPage).toHaveBeenCalledWith('/');
  });

  it('does not run twice within 5 s, and can run again after', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    await logout();
    await logout();
    expect(loadPage).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LOGOUT_SUPPRESSION_MS);
    await logout();
    expect(loadPage).toHaveBeenCalledTimes(2);
  });
});
