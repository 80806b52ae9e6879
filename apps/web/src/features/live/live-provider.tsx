import type { live } from '@kitlab/contract';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useSession } from '../../lib/use-session';

/** The connection and its ticket call, with the contract's schemas: loaded once signed in. */
const loadConnection = () =>
  Promise.all([import('./live-connection'), import('./api/create-ticket')]);

type Handler = (data: unknown) => void;

/** Who listens to which event of the tab's stream. */
export function createLiveSubscribers() {
  const handlers = new Map<live.LiveStreamEvent, Set<Handler>>();
  return {
    subscribe(type: live.LiveStreamEvent, handler: Handler): () => void {
      const set = handlers.get(type) ?? new Set();
      set.add(handler);
      handlers.set(type, set);
      return () => set.delete(handler);
    },
    dispatch(type: live.LiveStreamEvent, data: unknown) {
      for (const handler of handlers.get(type) ?? []) handler(data);
    },
  };
}

type LiveSubscribers = ReturnType<typeof createLiveSubscribers>;

const LiveContext = createContext<LiveSubscribers | null>(null);

/**
 * The tab's one live stream, open while a user is signed in (a new one for each sign-in);
 * screens hear its events through `useLiveEvent`.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const [subscribers] = useState(createLiveSubscribers);
  const { isLoggedIn } = useSession();
  useEffect(() => {
    // Browsers without EventSource (and test DOMs) simply get no live updates.
    if (!isLoggedIn || typeof EventSource === 'undefined') return;
    let ended = false;
    let stop = () => {};
    loadConnection().then(
      ([connection, ticket]) => {
        if (ended) return;
        stop = connection.startLiveConnection({
          fetchTicket: ticket.createLiveTicket,
          openSource: (url) => new EventSource(url),
          onEvent: subscribers.dispatch,
        });
      },
      // Code that cannot load (offline) means no live updates, as without EventSource.
      () => undefined,
    );
    return () => {
      ended = true;
      stop();
    };
  }, [subscribers, isLoggedIn]);
  return <LiveContext.Provider value={subscribers}>{children}</LiveContext.Provider>;
}

/** Calls `handler` with each event of `type` (its data: ids and counts); nothing outside a provider. */
export function useLiveEvent(type: live.LiveStreamEvent, handler: (data: unknown) => void): void {
  useLiveEvents([type], handler);
}

/** Calls `handler` with each event of any of `types`. */
export function useLiveEvents(
  types: readonly live.LiveStreamEvent[],
  handler: (data: unknown, type: live.LiveStreamEvent) => void,
): void {
  const subscribers = useContext(LiveContext);
  const latest = useRef(handler);
  latest.current = handler;
  const typeList = types.join(' ');
  useEffect(() => {
    if (!subscribers) return;
    const stops = (typeList.split(' ') as live.LiveStreamEvent[]).map((type) =>
      subscribers.subscribe(type, (data) => latest.current(data, type)),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [subscribers, typeList]);
}
