import type { live } from '@kitlab/contract';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useSession } from '../../lib/use-session';

/** The connection and its ticket call, with the contract's schemas: loaded once signed in. */
const loadConnection = () =>
  Promise.all([import('./live-connection'), import('./api/create-ticket')]);

type Handler = (data: unknown) => void;

/** Who listens to which event of the tab's stream, and which classes' work its screens watch. */
export function createLiveSubscribers() {
  const handlers = new Map<live.LiveStreamEvent, Set<Handler>>();
  /** How many mounted screens watch each class. */
  const watching = new Map<number, number>();
  const watchListeners = new Set<() => void>();
  const watchingListeners = new Set<(classIds: readonly number[]) => void>();
  const watchChanged = () => {
    for (const listener of watchListeners) listener();
  };
  return {
    /** Watches the classes until the answered function is called; screens may overlap. */
    watchClasses(classIds: readonly number[]): () => void {
      const added = [...new Set(classIds)];
      const before = watching.size;
      for (const id of added) watching.set(id, (watching.get(id) ?? 0) + 1);
      if (watching.size !== before) watchChanged();
      return () => {
        const size = watching.size;
        for (const id of added) {
          const count = (watching.get(id) ?? 0) - 1;
          if (count > 0) watching.set(id, count);
          else watching.delete(id);
        }
        if (watching.size !== size) watchChanged();
      };
    },
    /** The classes watched now, in id order. */
    watchedClasses(): number[] {
      return [...watching.keys()].sort((a, b) => a - b);
    },
    /** Calls `listener` each time the stream opens watching classes (with those classes). */
    onStreamWatching(listener: (classIds: readonly number[]) => void): () => void {
      watchingListeners.add(listener);
      return () => watchingListeners.delete(listener);
    },
    streamWatching(classIds: readonly number[]) {
      for (const listener of watchingListeners) listener(classIds);
    },
    /** Calls `listener` whenever the set of watched classes changes. */
    onWatchChange(listener: () => void): () => void {
      watchListeners.add(listener);
      return () => watchListeners.delete(listener);
    },
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
 * Reopens the connection once the watched classes have settled after a change (screens mounting
 * together change them several times in one go), and only when they differ from its stream's.
 */
function reopenOnWatchChange(subscribers: LiveSubscribers, reopen: () => void) {
  let opened = subscribers.watchedClasses().join(',');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopListening = subscribers.onWatchChange(() => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const now = subscribers.watchedClasses().join(',');
      if (now === opened) return;
      opened = now;
      reopen();
    }, 0);
  });
  return () => {
    clearTimeout(timer);
    stopListening();
  };
}

/**
 * The tab's one live stream, open while a user is signed in (a new one for each sign-in);
 * screens hear its events through `useLiveEvent`, and watch classes' work with
 * `useWatchedClasses` (the stream is reopened watching them).
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
        const opened = connection.startLiveConnection({
          fetchTicket: ticket.createLiveTicket,
          openSource: (url) => new EventSource(url),
          onEvent: subscribers.dispatch,
          watchedClasses: subscribers.watchedClasses,
          onWatching: subscribers.streamWatching,
        });
        const stopReopening = reopenOnWatchChange(subscribers, opened.reopen);
        stop = () => {
          stopReopening();
          opened.stop();
        };
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

/**
 * While mounted, the tab's stream watches these classes' work (it is reopened watching them, and
 * sends `class_work.changed` for each change); `onWatching` is called each time the stream opens
 * watching any of them, as changes made before that are not sent. Nothing outside a provider.
 */
export function useWatchedClasses(classIds: readonly number[], onWatching?: () => void): void {
  const subscribers = useContext(LiveContext);
  const key = [...new Set(classIds)].sort((a, b) => a - b).join(',');
  const latest = useRef(onWatching);
  latest.current = onWatching;
  useEffect(() => {
    if (!subscribers || key === '') return;
    const mine = key.split(',').map(Number);
    const stopWatching = subscribers.watchClasses(mine);
    const stopHearing = subscribers.onStreamWatching((opened) => {
      if (mine.some((id) => opened.includes(id))) latest.current?.();
    });
    return () => {
      stopHearing();
      stopWatching();
    };
  }, [subscribers, key]);
}
