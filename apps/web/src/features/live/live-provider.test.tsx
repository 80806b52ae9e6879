import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllStorage, saveSession } from '../../lib/session-storage';
import { type MountedComponent, mountComponent, settleUntil } from '../../lib/test-dom';
import { loginResponseFixture } from '../../lib/test-fixtures';
import { FakeEventSource } from './fake-event-source';
import { LiveProvider, useLiveEvent } from './live-provider';

function UnreadCount() {
  const [count, setCount] = useState<unknown>('none');
  useLiveEvent('notifications.read', (data) =>
    setCount((data as { unread_count: number }).unread_count),
  );
  return <output>{String(count)}</output>;
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
/** The connection's code loads once someone is signed in; then the stream opens. */
const streamOpened = () => settleUntil(() => FakeEventSource.opened.length > 0, 500);

let view: MountedComponent;
beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        ticket: 'T1',
        expires_in: 60,
        stream_path: '/api/v2/live/stream',
        last_event_id: 7,
      }),
    ),
  );
  view = mountComponent();
});
afterEach(() => {
  view.unmount();
  clearAllStorage();
  vi.unstubAllGlobals();
});

describe('LiveProvider', () => {
  it('opens no stream while nobody is signed in', async () => {
    view.render(<LiveProvider>{null}</LiveProvider>);
    await flush();
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('opens one stream for the signed-in tab and hands its events to the screens', async () => {
    saveSession(loginResponseFixture());
    view.render(
      <LiveProvider>
        <UnreadCount />
        <UnreadCount />
      </LiveProvider>,
    );
    await streamOpened();
    await flush();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.opened[0]?.url).toBe('/api/v2/live/stream?ticket=T1&last_event_id=7');
    act(() => FakeEventSource.opened[0]?.emit('notifications.read', { unread_count: 0 }));
    expect(view.container.querySelectorAll('output')[1]?.textContent).toBe('0');
  });

  it('closes the stream when the provider goes', async () => {
    saveSession(loginResponseFixture());
    view.render(<LiveProvider>{null}</LiveProvider>);
    await streamOpened();
    view.render(null);
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
  });
});
