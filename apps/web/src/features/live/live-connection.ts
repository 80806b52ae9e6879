import { live } from '@kitlab/contract';
import { ApiError } from '../../lib/api-error';
import type { LiveTicket } from './api/create-ticket';

/** What the connection needs of the browser's EventSource. */
export interface LiveSource {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export const SOURCE_CLOSED = 2;

/** Pauses before reopening a closed stream: growing, so a refusing server is not hammered. */
export const REOPEN_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export interface LiveConnectionDeps {
  fetchTicket(signal: AbortSignal): Promise<LiveTicket>;
  openSource(url: string): LiveSource;
  onEvent(type: live.LiveStreamEvent, data: unknown): void;
  /** The classes whose work the tab's screens watch now (asked each time the stream opens). */
  watchedClasses?(): readonly number[];
  /**
   * The stream opened (or the browser reconnected it) watching these classes: changes made before
   * it watched them, or while it was away, are not sent, so their screens refetch.
   */
  onWatching?(classIds: readonly number[]): void;
}

export interface LiveConnection {
  /** Opens the stream again at once (a new ticket, the classes watched now), from the last event. */
  reopen(): void;
  stop(): void;
}

function parseData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/**
 * The stream's address: the ticket, the last event seen when reopening to catch up, and the
 * classes whose work it watches.
 */
export function streamUrl(
  ticket: Pick<LiveTicket, 'ticket' | 'streamPath'>,
  lastEventId: string | null,
  classIds: readonly number[] = [],
): string {
  const query = new URLSearchParams({ ticket: ticket.ticket });
  if (lastEventId) query.set('last_event_id', lastEventId);
  // More than a stream may watch would refuse the whole stream: the first are watched.
  const watched = classIds.slice(0, live.LIVE_CLASSES_MAX);
  if (watched.length > 0) query.set('classes', watched.join(','));
  return `${ticket.streamPath}?${query}`;
}

/** The session ended: no new ticket will come, and the screen's own calls sign the user out. */
const sessionEnded = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * One live stream. The browser reconnects a dropped stream by itself with the same address (and
 * sends Last-Event-ID); once the source is closed (its ticket expired, or the server refused or
 * restarted), a new ticket is fetched and the stream reopened from the last event seen, or from
 * where the first ticket said the tab's events start.
 */
export function startLiveConnection(deps: LiveConnectionDeps): LiveConnection {
  let source: LiveSource | null = null;
  /** Counts the openings, so a ticket that arrives after a newer opening began is dropped. */
  let opening = 0;
  let lastEventId: string | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const aborter = new AbortController();

  const scheduleReopen = () => {
    const delay = REOPEN_DELAYS_MS[Math.min(failures, REOPEN_DELAYS_MS.length - 1)];
    failures += 1;
    timer = setTimeout(open, delay);
  };

  function listen(opened: LiveSource, classIds: readonly number[]) {
    opened.onopen = () => {
      failures = 0;
      if (classIds.length > 0) deps.onWatching?.(classIds);
    };
    opened.onerror = () => {
      if (opened.readyState !== SOURCE_CLOSED || stopped || source !== opened) return;
      source = null;
      scheduleReopen();
    };
    for (const type of live.LIVE_STREAM_EVENTS) {
      opened.addEventListener(type, (event) => {
        if (event.lastEventId) lastEventId = event.lastEventId;
        deps.onEvent(type, parseData(event.data));
      });
    }
  }

  async function open() {
    const mine = ++opening;
    try {
      const ticket = await deps.fetchTicket(aborter.signal);
      if (stopped || mine !== opening) return;
      // Events made while the page read its data, before any stream: the first ticket says
      // where they start, and every later opening catches up from there until one arrives.
      lastEventId ??= String(ticket.lastEventId);
      const classIds = deps.watchedClasses?.() ?? [];
      source = deps.openSource(streamUrl(ticket, lastEventId, classIds));
      listen(source, classIds);
    } catch (error) {
      if (stopped || mine !== opening || sessionEnded(error)) return;
      scheduleReopen();
    }
  }

  void open();
  return {
    reopen() {
      if (stopped) return;
      clearTimeout(timer);
      source?.close();
      source = null;
      failures = 0;
      void open();
    },
    stop() {
      stopped = true;
      aborter.abort();
      clearTimeout(timer);
      source?.close();
      source = null;
    },
  };
}
