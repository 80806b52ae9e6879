import type { live } from '@kitlab/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import type { LiveTicket } from './api/create-ticket';
import {
  type LiveSource,
  REOPEN_DELAYS_MS,
  SOURCE_CLOSED,
  startLiveConnection,
  streamUrl,
} from './live-connection';

/** An EventSource the test drives: opens, events, the browser's own retries, closing. */
class FakeSource implements LiveSource {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = SOURCE_CLOSED;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  emit(type: string, data: unknown, id: string) {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  /** The browser retries by itself: still connecting. */
  drop() {
    this.readyState = 0;
    this.onerror?.(new Event('error'));
  }
  /** Refused (an expired ticket, a closing server): the browser gives up. */
  refuse() {
    this.readyState = SOURCE_CLOSED;
    this.onerror?.(new Event('error'));
  }
}

let sources: FakeSource[];
let tickets: number;
let fetchTicket: ReturnType<typeof vi.fn<(signal: AbortSignal) => Promise<LiveTicket>>>;
let events: [live.LiveStreamEvent, unknown][];
let stop: () => void;
let reopen: () => void;
let watched: number[];
let watching: (readonly number[])[];

const latest = () => sources.at(-1) as FakeSource;
const ticketOf = (source: FakeSource) => new URL(source.url, 'http://x').searchParams;

function start() {
  ({ stop, reopen } = startLiveConnection({
    fetchTicket,
    openSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    onEvent: (type, data) => events.push([type, data]),
    watchedClasses: () => watched,
    onWatching: (classIds) => watching.push(classIds),
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  tickets = 0;
  events = [];
  watched = [];
  watching = [];
  fetchTicket = vi.fn(async () => {
    tickets += 1;
    // Each ticket stands at a later event, as the user's events go on.
    return { ticket: `t${tickets}`, streamPath: '/api/v2/live/stream', lastEventId: 30 + tickets };
  });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('the live connection', () => {
  it('opens one stream with a fresh ticket, from the event it names, and hands on its events', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(1);
    expect(ticketOf(latest()).get('ticket')).toBe('t1');
    expect(ticketOf(latest()).get('last_event_id')).toBe('31');
    latest().open();
    latest().emit('notification.created', { id: 4, kind: 'x' }, '17');
    latest().emit('resync', {}, '');
    expect(events).toEqual([
      ['notification.created', { id: 4, kind: 'x' }],
      ['resync', {}],
    ]);
  });

  it('leaves a dropped stream to the browser, which reconnects with the same address', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(1);
    expect(fetchTicket).toHaveBeenCalledTimes(1);
  });

  it('reopens a refused stream with a new ticket, from the last event seen', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().emit('discussion.message', { discussion_token: 'd', message_token: 'm' }, '41');
    latest().refuse();
    await vi.advanceTimersByTimeAsync((REOPEN_DELAYS_MS[0] ?? 0) - 1);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(2);
    expect(ticketOf(latest()).get('ticket')).toBe('t2');
    expect(ticketOf(latest()).get('last_event_id')).toBe('41');
  });

  it("reopens from the first ticket's event while none has arrived, not from a later ticket's", async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().refuse();
    await vi.advanceTimersByTimeAsync(REOPEN_DELAYS_MS[0] ?? 0);
    expect(ticketOf(latest()).get('ticket')).toBe('t2');
    expect(ticketOf(latest()).get('last_event_id')).toBe('31');
    reopen();
    await vi.advanceTimersByTimeAsync(0);
    expect(ticketOf(latest()).get('ticket')).toBe('t3');
    expect(ticketOf(latest()).get('last_event_id')).toBe('31');
  });

  it('waits longer after each failure, and starts over once a stream opens', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    latest().refuse();
    await vi.advanceTimersByTimeAsync(REOPEN_DELAYS_MS[0] ?? 0);
    latest().refuse();
    await vi.advanceTimersByTimeAsync((REOPEN_DELAYS_MS[1] ?? 0) - 1);
    expect(sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(3);
    latest().open();
    latest().refuse();
    await vi.advanceTimersByTimeAsync(REOPEN_DELAYS_MS[0] ?? 0);
    expect(sources).toHaveLength(4);
  });

  it('retries a ticket that failed to come, but not when the sign-in has ended', async () => {
    fetchTicket.mockRejectedValueOnce(ApiError.network());
    start();
    await vi.advanceTimersByTimeAsync(REOPEN_DELAYS_MS[0] ?? 0);
    expect(sources).toHaveLength(1);
    latest().refuse();
    fetchTicket.mockRejectedValueOnce(
      new ApiError({ status: 401, detail: 'Invalid token.', code: 'invalid_token' }),
    );
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sources).toHaveLength(1);
  });

  it('closes its stream and reopens nothing once stopped', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    const first = latest();
    stop();
    expect(first.closed).toBe(true);
    first.refuse();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sources).toHaveLength(1);
  });
});

describe('the classes a live connection watches', () => {
  it('opens the stream watching the classes watched at the time, and reopens it from the last event when they change', async () => {
    watched = [4, 9];
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(ticketOf(latest()).get('classes')).toBe('4,9');
    latest().open();
    expect(watching).toEqual([[4, 9]]);
    latest().emit('notifications.read', { unread_count: 0 }, '12');
    latest().emit('class_work.changed', { class_id: 4 }, '12');
    const first = latest();
    watched = [];
    reopen();
    await vi.advanceTimersByTimeAsync(0);
    expect(first.closed).toBe(true);
    expect(sources).toHaveLength(2);
    expect(ticketOf(latest()).has('classes')).toBe(false);
    expect(ticketOf(latest()).get('last_event_id')).toBe('12');
    latest().open();
    expect(watching).toHaveLength(1);
  });

  it('opens once when reopened while a ticket is on its way', async () => {
    let answer: (ticket: LiveTicket) => void = () => {};
    fetchTicket.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    start();
    watched = [3];
    reopen();
    await vi.advanceTimersByTimeAsync(0);
    answer({ ticket: 'late', streamPath: '/api/v2/live/stream', lastEventId: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(1);
    expect(ticketOf(latest()).get('classes')).toBe('3');
  });
});

describe('streamUrl', () => {
  it('puts the ticket and the last event id in the query', () => {
    expect(streamUrl({ ticket: 'a.b+c', streamPath: '/s' }, '9')).toBe(
      '/s?ticket=a.b%2Bc&last_event_id=9',
    );
    expect(streamUrl({ ticket: 't', streamPath: '/s' }, null, [1, 2])).toBe(
      '/s?ticket=t&classes=1%2C2',
    );
  });
});
