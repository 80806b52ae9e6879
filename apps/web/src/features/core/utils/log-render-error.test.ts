import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isIgnoredRenderError, logRenderError } from './log-render-error';

const fetchMock = vi.fn<typeof fetch>();

describe('render error logging', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('ignores custom element registry errors', () => {
    expect(
      isIgnoredRenderError(
        new Error("Failed to execute 'define' on 'CustomElementRegistry': already used"),
      ),
    ).toBe(true);
    expect(isIgnoredRenderError(new Error('the custom element registry said no'))).toBe(true);
    expect(isIgnoredRenderError(new TypeError('x is undefined'))).toBe(false);
  });

  it('posts a SYSTEM entry with message ERROR, status 500 and the page path', async () => {
    fetchMock.mockResolvedValue(new Response('{"id":7}', { status: 201 }));
    window.history.pushState({}, '', '/dashboard');
    await expect(logRenderError(new TypeError('boom'), '\n    at Card')).resolves.toEqual({
      id: 7,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v2/core/log-device/');
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      message: 'ERROR',
      status_code: 500,
      location: '/dashboard',
      log_type: 'SYSTEM',
      data: {
        payload: { info: { componentStack: '\n    at Card' } },
        error_data: { name: 'TypeError', message: 'boom' },
      },
    });
    expect(body.data.error_data.stack).toContain('TypeError');
  });

  it('answers {} when the log cannot be stored', async () => {
    fetchMock.mockResolvedValue(new Response('{"detail":"x","code":"y"}', { status: 500 }));
    await expect(logRenderError(new Error('boom'))).resolves.toEqual({});
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(logRenderError(new Error('boom'))).resolves.toEqual({});
  });
});
