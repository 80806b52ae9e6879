import {
  accounts,
  core,
  kits,
  NEW_VERSION_MESSAGE,
  pageQuery,
  SESSION_EXPIRED_MESSAGE,
  SESSION_EXPIRED_NOTICE_MS,
  SESSION_EXPIRED_TITLE,
} from '@kitlab/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiRequest, NEW_VERSION_RELOAD_DELAY_MS, resetApiClientState } from './api-client';
import { ApiError } from './api-error';
import { reloadPage } from './browser';
import { logout } from './logout';
import { reportRequestFailuresTo } from './request-failures';
import {
  getRefreshRetryCounter,
  getTokenVersion,
  saveSession,
  setRefreshRetryCounter,
} from './session-storage';
import { taskOfItsOwn } from './task-of-its-own';
import { loginResponseFixture } from './test-fixtures';
import { showToast } from './toasts';

vi.mock('./browser', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));
vi.mock('./logout', () => ({ logout: vi.fn() }));
vi.mock('./toasts', () => ({ showToast: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const healthy = {
  status: 'ok',
  database: { driver: 'pglite', ok: true, latency_ms: 1 },
  version: 'test',
} as const;

/** Resolves to 'pending' when the promise has not settled by the next macrotask. */
async function settle<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((r) => setTimeout(() => r('pending'), 0))]);
}

/** Once the requests asked for before it have gone out: each goes in a task of its own, in turn. */
const requestsSent = taskOfItsOwn;

describe('apiRequest', () => {
  beforeEach(() => {
    localStorage.clear();
    resetApiClientState();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.mocked(logout).mockReset();
    vi.mocked(reloadPage).mockReset();
    vi.mocked(showToast).mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a request in a task of its own, and one that must outlive the page at once', async () => {
    fetchMock.mockImplementation(async () => answer(200, healthy));
    const drawing = apiRequest(core.getHealth);
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    await requestsSent();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(drawing).resolves.toEqual(healthy);

    const leaving = apiRequest(core.getHealth, { keepalive: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.keepalive).toBe(true);
    await expect(leaving).resolves.toEqual(healthy);
  });

  it('sends the token and token version headers to /api', async () => {
    saveSession(loginResponseFixture({ token: 'abc', token_version: 4 }));
    fetchMock.mockResolvedValue(answer(200, { results: [] }));
    await expect(apiRequest(accounts.getTeacherSubjects)).resolves.toEqual({ results: [] });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/accounts/teacher-subjects');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('token abc');
    expect(headers['Token-Version']).toBe('4');
    expect(init?.method).toBe('GET');
  });

  it('sends no auth headers when signed out, and JSON bodies', async () => {
    fetchMock.mockResolvedValue(answer(200, loginResponseFixture()));
    await apiRequest(accounts.login, { body: { email: 'a@b.c', password: 'pw' } });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Token-Version']).toBeUndefined();
    expect(headers['content-type']).toBe('application/json');
    expect(init?.body).toBe('{"email":"a@b.c","password":"pw"}');
  });

  it('throws other errors as ApiError with detail, code and field errors', async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        detail: 'Unable to sign in with the email and password provided.',
        code: 'invalid_credentials',
        errors: { email: ['Enter a valid email.'] },
      }),
    );
    const error = await apiRequest(accounts.login, {
      body: { email: 'x', password: 'y' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      detail: 'Unable to sign in with the email and password provided.',
      code: 'invalid_credentials',
      errors: { email: ['Enter a valid email.'] },
    });
    expect(logout).not.toHaveBeenCalled();
  });

  it("answers a success parsed by the call's schema, and refuses one that breaks it", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { ...healthy, extra: 'left out' }));
    await expect(apiRequest(core.getHealth)).resolves.toEqual(healthy);
    fetchMock.mockResolvedValueOnce(answer(200, { ...healthy, status: 'fine' }));
    const failures: unknown[] = [];
    reportRequestFailuresTo((failure) => failures.push(failure));
    const error = await apiRequest(core.getHealth).catch((e: unknown) => e);
    reportRequestFailuresTo(null);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'unexpected_answer' });
    expect(failures).toEqual([expect.objectContaining({ call: core.getHealth, error })]);
  });

  it('lets an aborted call end as an AbortError, not as a network failure', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(async (_url, init) => {
      init?.signal?.throwIfAborted();
      return answer(200, healthy);
    });
    controller.abort();
    const error = await apiRequest(core.getHealth, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest(core.getHealth)).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });

  it('on 401 shows the Session notice for 6000 ms, then signs out once', async () => {
    vi.useFakeTimers();
    saveSession(loginResponseFixture());
    fetchMock.mockImplementation(async () => answer(401, { detail: 'Invalid token.' }));
    void apiRequest(accounts.getAccountSettings);
    void apiRequest(accounts.getTeacherSubjects);
    await requestsSent();
    await vi.advanceTimersByTimeAsync(0);
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: SESSION_EXPIRED_TITLE,
        message: SESSION_EXPIRED_MESSAGE,
        tone: 'danger',
        autoClose: SESSION_EXPIRED_NOTICE_MS,
      }),
    );
    expect(logout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_NOTICE_MS);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('on 426 lowers the retry counter, stores the latest version and reloads', async () => {
    vi.useFakeTimers();
    saveSession(loginResponseFixture({ token_version: 0 }));
    fetchMock.mockResolvedValue(
      answer(426, {
        detail: 'Upgrade required.',
        code: 'upgrade_required',
        data: { latest_token_version: 2 },
      }),
    );
    const pending = apiRequest(accounts.getAccountSettings);
    await requestsSent();
    await vi.advanceTimersByTimeAsync(0);
    expect(getRefreshRetryCounter()).toBe(2);
    expect(getTokenVersion()).toBe(2);
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ message: NEW_VERSION_MESSAGE }),
    );
    await vi.advanceTimersByTimeAsync(NEW_VERSION_RELOAD_DELAY_MS);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await settle(pending)).toBe('pending');
  });

  it('on 426 with no retries left throws instead of reloading', async () => {
    saveSession(loginResponseFixture());
    setRefreshRetryCounter(0);
    fetchMock.mockResolvedValue(
      answer(426, { detail: 'Upgrade required.', code: 'upgrade_required' }),
    );
    await expect(apiRequest(accounts.getAccountSettings)).rejects.toMatchObject({ status: 426 });
    expect(reloadPage).not.toHaveBeenCalled();
    expect(getRefreshRetryCounter()).toBe(0);
  });

  it('signs out on a success answer whose detail is "Invalid token."', async () => {
    saveSession(loginResponseFixture());
    fetchMock.mockResolvedValue(answer(200, { detail: 'Invalid token.' }));
    const pending = apiRequest(accounts.getAccountSettings);
    await requestsSent();
    expect(await settle(pending)).toBe('pending');
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('quiet calls skip the session handling', async () => {
    saveSession(loginResponseFixture());
    fetchMock.mockResolvedValue(answer(401, { detail: 'Invalid token.', code: 'invalid_token' }));
    await expect(
      apiRequest(core.logDevice, {
        body: { message: 'ERROR', status_code: 500, location: '/', log_type: 'SYSTEM' },
        quiet: true,
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(showToast).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });

  it('adds query parameters and leaves out unset ones', async () => {
    fetchMock.mockResolvedValue(answer(200, healthy));
    const call = { ...core.getHealth, query: pageQuery };
    await apiRequest(call, { query: { page: 2, per_page: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/health?page=2');
  });

  it('fills path parameters, encoded, and sends extra headers', async () => {
    fetchMock.mockResolvedValue(answer(200, {}));
    await apiRequest(
      { ...accounts.getUser, response: z.object({}) },
      {
        params: { user_token: 'a b/c' },
        headers: { 'x-encrypted-payload': 'cipher' },
      },
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v2/accounts/users/a%20b%2Fc');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers['x-encrypted-payload']).toBe('cipher');
  });

  it('reads a binary answer as bytes, and a failed binary call as an ApiError', async () => {
    saveSession(loginResponseFixture({ token: 'abc' }));
    const pdf = new TextEncoder().encode('%PDF-1.3 sheet');
    fetchMock.mockResolvedValueOnce(
      new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const bytes = await apiRequest(kits.listActivityPrintables, { query: { activity_id: 7 } });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(bytes)).toBe('%PDF-1.3 sheet');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/contents/quest/reference/printables?activity_id=7');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBe('token abc');
    expect(headers.accept).toBe('*/*');

    fetchMock.mockResolvedValueOnce(
      answer(404, { detail: 'No such activity.', code: 'not_found' }),
    );
    await expect(
      apiRequest(kits.listActivityPrintables, { query: { activity_id: 8 } }),
    ).rejects.toMatchObject({ status: 404, detail: 'No such activity.' });
  });

  it('lets a request outlive the page only when asked', async () => {
    fetchMock.mockImplementation(async () => answer(200, healthy));
    await apiRequest(core.getHealth, { keepalive: true });
    await apiRequest(core.getHealth);
    expect(fetchMock.mock.calls[0]?.[1]?.keepalive).toBe(true);
    expect(fetchMock.mock.calls[1]?.[1]?.keepalive).toBeUndefined();
  });

  it('refuses to call a path whose parameter is missing', async () => {
    await expect(apiRequest(accounts.getUser)).rejects.toThrow('No value for {user_token}');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
