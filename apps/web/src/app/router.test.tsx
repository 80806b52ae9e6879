import { act, type ReactNode } from 'react';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byText, mountForEachTest, settleUntil } from '../lib/test-dom';
import { AppRouter } from './router';

/** A page's code the test hands over when it says. */
function heldCode(text: string) {
  let arrive: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const arrived = new Promise<{ element: ReactNode }>((resolve, reject) => {
    arrive = () => resolve({ element: <p>{text}</p> });
    fail = reject;
  });
  return { load: vi.fn(() => arrived), arrive: () => act(arrive), fail };
}

const freshPages = () => ({
  first: heldCode('First page'),
  second: heldCode('Second page'),
  third: heldCode('Third page'),
  fourth: heldCode('Fourth page'),
});
const pages = freshPages();
const table = vi.hoisted(() => ({ loaded: 0 }));

vi.mock('./app-routes', () => {
  table.loaded += 1;
  return {
    APP_ROUTES: [
      {
        path: 'first',
        lazy: () => pages.first.load(),
      },
      { path: 'second', lazy: () => pages.second.load() },
      { path: 'third', lazy: () => pages.third.load() },
      { path: 'fourth', lazy: () => pages.fourth.load() },
      {
        path: 'links',
        element: (
          <>
            <Link to="/second">To the second page</Link>
            <Link to="/fourth">To the fourth page</Link>
          </>
        ),
      },
    ],
  };
});

describe('AppRouter', () => {
  const view = mountForEachTest();
  const text = () => view.container.textContent ?? '';

  beforeEach(() => {
    // The root layout starts each page at the top, which jsdom does not do.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.assign(pages, freshPages());
  });
  afterEach(() => vi.unstubAllGlobals());

  /** The error page logs to the console and to the server: both answered quietly here. */
  function quietErrorLogs() {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"id":1}', { status: 201 })),
    );
    view.remount();
  }

  it('shows the loading status until the rest of the table and the page have arrived', async () => {
    window.history.replaceState(null, '', '/first');
    view.render(<AppRouter />);
    expect(text()).toContain('Loading Kitlab…');

    await settleUntil(() => pages.first.load.mock.calls.length > 0);
    expect(table.loaded).toBe(1);
    expect(text()).toContain('Loading Kitlab…');

    await pages.first.arrive();
    await settleUntil(() => text().includes('First page'));
    expect(text()).toContain('First page');
    expect(text()).not.toContain('Loading Kitlab…');
  });

  it('keeps the page on screen until the next page’s code has arrived', async () => {
    window.history.replaceState(null, '', '/links');
    await view.renderSettled(<AppRouter />);
    await settleUntil(() => text().includes('To the second page'));

    act(() => byText('To the second page').click());
    await settleUntil(() => pages.second.load.mock.calls.length > 0);
    expect(window.location.pathname).toBe('/second');
    expect(text()).toContain('To the second page');

    await pages.second.arrive();
    await settleUntil(() => text().includes('Second page'));
    expect(text()).not.toContain('To the second page');
  });

  it('shows the error page when a page’s code cannot be fetched', async () => {
    quietErrorLogs();
    window.history.replaceState(null, '', '/third');
    view.render(<AppRouter />);
    await settleUntil(() => pages.third.load.mock.calls.length > 0);

    await act(async () => pages.third.fail(new Error('Failed to fetch a module')));
    await settleUntil(() => text().includes('Something went wrong'));
    expect(text()).toContain('Something went wrong');
  });

  it('leaves the error page for the next address, and fetches the failed page again when asked', async () => {
    quietErrorLogs();
    window.history.replaceState(null, '', '/links');
    view.render(<AppRouter />);
    await settleUntil(() => text().includes('To the fourth page'));
    act(() => byText('To the fourth page').click());
    await settleUntil(() => pages.fourth.load.mock.calls.length > 0);
    expect(pages.fourth.load).toHaveBeenCalledTimes(1);
    await act(async () => pages.fourth.fail(new Error('Failed to fetch a module')));
    await settleUntil(() => text().includes('Something went wrong'));

    act(() => window.history.back());
    await settleUntil(() => text().includes('To the fourth page'));
    expect(text()).not.toContain('Something went wrong');

    pages.fourth = heldCode('Fourth page');
    act(() => byText('To the fourth page').click());
    await settleUntil(() => pages.fourth.load.mock.calls.length > 0);
    expect(pages.fourth.load).toHaveBeenCalledTimes(1);
    await pages.fourth.arrive();
    await settleUntil(() => text().includes('Fourth page'));
    expect(text()).not.toContain('Something went wrong');
  });
});
