import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../lib/browser';
import { byText, type MountedComponent, mountComponent, settleUntil } from '../lib/test-dom';
import { ErrorBoundary } from './error-boundary';

vi.mock('../lib/browser', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function Thrower({ error }: { error: Error }): never {
  throw error;
}

/** Throws for its first `times` renders, then renders nothing. */
const flaky = { renders: 0, times: 2 };
function FlakyThrower({ error }: { error: Error }): null {
  flaky.renders += 1;
  if (flaky.renders <= flaky.times) throw error;
  return null;
}

describe('ErrorBoundary', () => {
  let view: MountedComponent;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response('{"id":1}', { status: 201 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // React reports caught and recovered errors globally by default; keep the run quiet.
    view = mountComponent({ onCaughtError: () => {}, onRecoverableError: () => {} });
  });
  afterEach(() => {
    view.unmount();
    vi.unstubAllGlobals();
  });

  function renderWith(error: Error) {
    view.render(
      <ErrorBoundary>
        <Thrower error={error} />
      </ErrorBoundary>,
    );
  }

  it('shows the generic 500 page and logs the error as SYSTEM', async () => {
    window.history.pushState({}, '', '/dashboard');
    renderWith(new TypeError('kits is undefined'));
    expect(view.container.textContent).toContain('500');
    expect(view.container.textContent).toContain('Something went wrong');
    // The log's call loads with the first entry.
    await settleUntil(() => fetchMock.mock.calls.length > 0, 500);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({
      message: 'ERROR',
      status_code: 500,
      log_type: 'SYSTEM',
      location: '/dashboard',
      data: { error_data: { message: 'kits is undefined' } },
    });
    expect(body.data.payload.info.componentStack).toContain('Thrower');
  });

  it('ignores custom element registry errors', () => {
    const noisy = new Error(
      "Failed to execute 'define' on 'CustomElementRegistry': the name has already been used",
    );
    // React retries a failed render once synchronously; fail both so the boundary decides.
    flaky.renders = 0;
    view.render(
      <ErrorBoundary>
        <FlakyThrower error={noisy} />
        <p>still here</p>
      </ErrorBoundary>,
    );
    expect(flaky.renders).toBeGreaterThan(flaky.times);
    expect(view.container.textContent).toContain('still here');
    expect(view.container.textContent).not.toContain('Something went wrong');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reloads for a script file a release replaced, once, then shows the error page', async () => {
    sessionStorage.clear();
    vi.mocked(reloadPage).mockReset();
    const missing = new TypeError('Failed to fetch dynamically imported module: /assets/a-1.js');
    renderWith(missing);
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(
      'Loading the latest version of Kitlab…',
    );
    await settleUntil(() => vi.mocked(reloadPage).mock.calls.length > 0, 500);
    expect(reloadPage).toHaveBeenCalledTimes(1);

    // The reload did not bring it back: the error page, with its own button, instead of a loop.
    view.unmount();
    view = mountComponent({ onCaughtError: () => {}, onRecoverableError: () => {} });
    renderWith(missing);
    expect(view.container.textContent).toContain('Something went wrong');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    act(() => byText('Reload the page').click());
    expect(reloadPage).toHaveBeenCalledTimes(2);
    // Both are still logged; let the logs go before the next test counts its own.
    await settleUntil(() => fetchMock.mock.calls.length >= 2, 1000);
  });
});
