import { accounts, assignments, core } from '@kitlab/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, resetApiClientState } from './api-client';
import { MAX_ERROR_LOGS_PER_PAGE, resetErrorLogAllowance } from './error-log';
import { REDACTED } from './log-redaction';
import { installRequestErrorLog } from './request-error-log';
import { reportRequestFailuresTo } from './request-failures';
import { taskOfItsOwn } from './task-of-its-own';

const fetchMock = vi.fn<typeof fetch>();
const LOG_URL = `/api${core.logDevice.path}`;

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}

const logPosts = () => fetchMock.mock.calls.filter(([url]) => url === LOG_URL);

function loggedEntry(index = 0) {
  const init = logPosts()[index]?.[1];
  return JSON.parse(String(init?.body));
}

/**
 * Lets the log post, which is not awaited by the failing call, go out: once the failure has been
 * reported (a turn), the post's own task comes before the one asked for here.
 */
async function logSent(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await taskOfItsOwn();
}

describe('failed requests reach the error log', () => {
  // The log's call loads with the first entry; loaded here, the post goes out within one turn
  // however long the first load would take on a busy machine.
  beforeAll(() => import('./device-log-request'));
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    resetApiClientState();
    resetErrorLogAllowance();
    installRequestErrorLog();
    window.history.pushState({}, '', '/change-password?tab=1#key=secret');
  });
  afterEach(() => {
    reportRequestFailuresTo(null);
    vi.unstubAllGlobals();
  });

  it('logs a server failure with its status, the page path, the call and what came back', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === LOG_URL
        ? answer(201, { id: 1 })
        : answer(503, { detail: 'Down for a moment.', code: 'unavailable' }),
    );
    const sent = { current_password: 'old one', new_password: 'orchards under snow' };
    await expect(apiRequest(accounts.changePassword, { body: sent })).rejects.toMatchObject({
      status: 503,
    });
    await logSent();
    expect(logPosts()).toHaveLength(1);
    expect(loggedEntry()).toEqual({
      message: 'ERROR',
      status_code: 503,
      location: '/change-password',
      log_type: 'SYSTEM',
      data: {
        payload: {
          method: 'POST',
          path: accounts.changePassword.path,
          body: { current_password: REDACTED, new_password: REDACTED },
        },
        error_data: { status: 503, code: 'unavailable', detail: 'Down for a moment.', errors: {} },
      },
    });
    expect(JSON.stringify(logPosts())).not.toContain('orchards');
  });

  it('logs a call with no answer as status 500, with the path as the contract names it', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === LOG_URL) return answer(201, { id: 2 });
      throw new TypeError('Failed to fetch');
    });
    await expect(
      apiRequest(assignments.updateAssignment, {
        body: { assignment_id: 41, instructions: 'Read page 4' },
      }),
    ).rejects.toMatchObject({ status: 0 });
    await logSent();
    expect(loggedEntry()).toMatchObject({
      status_code: 500,
      data: {
        payload: { method: assignments.updateAssignment.method, body: { assignment_id: 41 } },
        error_data: { status: 0, code: 'network_error' },
      },
    });
  });

  it('leaves refusals the screen explains (400, 403, 404, 409, 429) out of the log', async () => {
    for (const status of [400, 403, 404, 409, 429]) {
      fetchMock.mockResolvedValueOnce(answer(status, { detail: 'No.', code: 'refused' }));
      await expect(apiRequest(accounts.getAccountSettings)).rejects.toMatchObject({ status });
    }
    await logSent();
    expect(logPosts()).toHaveLength(0);
  });

  it('never logs a failing log call, so a broken log cannot loop', async () => {
    fetchMock.mockResolvedValue(answer(500, { detail: 'Broken.', code: 'server_error' }));
    await expect(apiRequest(accounts.getAccountSettings)).rejects.toMatchObject({ status: 500 });
    for (let turn = 0; turn < 5; turn += 1) await logSent();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(logPosts()).toHaveLength(1);
  });

  it(`sends at most ${MAX_ERROR_LOGS_PER_PAGE} entries from one page load`, async () => {
    fetchMock.mockImplementation(async (url) =>
      url === LOG_URL ? answer(201, { id: 3 }) : answer(500, { detail: 'x', code: 'server_error' }),
    );
    for (let call = 0; call < MAX_ERROR_LOGS_PER_PAGE + 5; call += 1) {
      await apiRequest(accounts.getAccountSettings).catch(() => {});
    }
    await logSent();
    expect(logPosts()).toHaveLength(MAX_ERROR_LOGS_PER_PAGE);
  });

  it('leaves out a payload too large to store, and keeps the rest of the entry', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === LOG_URL ? answer(201, { id: 4 }) : answer(500, { detail: 'x', code: 'server_error' }),
    );
    const instructions = Array.from({ length: 50 }, () => 'y'.repeat(2000)).join('');
    await apiRequest(assignments.updateAssignment, {
      body: { assignment_id: 41, instructions: instructions.slice(0, 1000) },
      query: { titles: Array.from({ length: 50 }, () => 'z'.repeat(2000)) },
    } as never).catch(() => {});
    await logSent();
    expect(loggedEntry().data.payload).toEqual({ omitted: 'Too large to log.' });
    expect(loggedEntry().status_code).toBe(500);
  });
});
