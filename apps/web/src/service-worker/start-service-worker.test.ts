import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PUSH_TITLE,
  LOGIN_STATUS_MESSAGE,
  LOGIN_STATUS_RECEIVED,
  PUSH_MESSAGE,
} from '../lib/service-worker-protocol';
import { readLoginStatus } from '../lib/session-db';
import { startServiceWorker } from './start-service-worker';

vi.mock('../lib/session-db', () => ({ readLoginStatus: vi.fn() }));

const ORIGIN = 'https://kitlab.example';

interface FakeWindow {
  url: string;
  focused: boolean;
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeWindow(focused: boolean, url = `${ORIGIN}/dashboard`): FakeWindow {
  const window: FakeWindow = {
    url,
    focused,
    postMessage: vi.fn(),
    focus: vi.fn(async () => window),
    navigate: vi.fn(async () => window),
  };
  return window;
}

/** A service worker scope that records its listeners, windows and shown notifications. */
function fakeScope(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners.set(type, listener);
    },
    skipWaiting: vi.fn(async () => {}),
    clients: {
      claim: vi.fn(async () => {}),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
    registration: { showNotification: vi.fn(async () => {}) },
  };
  startServiceWorker(scope as unknown as ServiceWorkerGlobalScope);
  /** Dispatches an event with `fields` and waits for what it asked the worker to wait for. */
  async function dispatch(type: string, fields: object = {}): Promise<void> {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({
      ...fields,
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    await Promise.all(waits);
  }
  return { scope, dispatch };
}

const pushData = (payload: unknown) => ({
  json: () => payload,
  text: () => JSON.stringify(payload),
});

/** The options of a notification without a tag that opens `link` when clicked. */
const shownAt = (link: string, body: string) => ({ body, tag: undefined, data: { link } });

describe('the service worker', () => {
  beforeEach(() => {
    vi.mocked(readLoginStatus).mockResolvedValue(false);
  });
  afterEach(() => vi.clearAllMocks());

  it('keeps the login status a page posts, and says it has it', async () => {
    const { dispatch } = fakeScope();
    const source = { postMessage: vi.fn() };
    await dispatch('message', { data: { type: LOGIN_STATUS_MESSAGE, isLoggedIn: true }, source });
    expect(source.postMessage).toHaveBeenCalledWith({
      type: LOGIN_STATUS_RECEIVED,
      isLoggedIn: true,
    });
  });

  it('hands a push to the focused window while someone is signed in, titled by default', async () => {
    const focused = fakeWindow(true);
    const { scope, dispatch } = fakeScope([fakeWindow(false), focused]);
    await dispatch('message', { data: { type: LOGIN_STATUS_MESSAGE, isLoggedIn: true } });
    await dispatch('push', {
      data: pushData({ body: 'Marked', link: '/work/3', notification_id: 7 }),
    });
    expect(focused.postMessage).toHaveBeenCalledWith({
      type: PUSH_MESSAGE,
      title: DEFAULT_PUSH_TITLE,
      body: 'Marked',
      link: `${ORIGIN}/work/3`,
      tag: 'kitlab-notification-7',
    });
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
    expect(readLoginStatus).not.toHaveBeenCalled();
  });

  it('shows a push as a notification when no window is focused, keeping links inside the site', async () => {
    const { scope, dispatch } = fakeScope([fakeWindow(false)]);
    vi.mocked(readLoginStatus).mockResolvedValue(true);
    await dispatch('push', {
      data: pushData({ title: 'Work', body: 'Marked', link: 'https://evil.example/' }),
    });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'Work',
      shownAt(`${ORIGIN}/`, 'Marked'),
    );
  });

  it('shows only that something came once nobody is signed in, even to a focused window', async () => {
    const focused = fakeWindow(true);
    const { scope, dispatch } = fakeScope([focused]);
    await dispatch('push', { data: pushData({ title: 'Grade', body: 'You got 9/10' }) });
    expect(focused.postMessage).not.toHaveBeenCalled();
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'Kitlab',
      shownAt(`${ORIGIN}/`, 'You have a new notification. Sign in to read it.'),
    );
  });

  it('takes an open window to the link of a clicked notification, or opens one', async () => {
    const open = fakeWindow(false);
    const notification = { close: vi.fn(), data: { link: `${ORIGIN}/work/3` } };
    await fakeScope([open]).dispatch('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/work/3`);

    const { scope, dispatch } = fakeScope([]);
    await dispatch('notificationclick', { notification });
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/work/3`);
  });
});
