import type { DatabaseHandle, Unlisten } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { LIVE_CHANNEL, type LiveNotice } from '../../lib/live-publisher.js';
import type { ClassWorkRepository } from './class-work.repository.js';
import { type ClassWorkEvent, createClassWorkRelay } from './class-work-relay.js';
import type { LiveEventsRepository } from './live-events.repository.js';
import type { LiveStream } from './sse-stream.js';

/** Often enough for proxies that close connections idle for 30 seconds or more. */
export const HEARTBEAT_MS = 25_000;

interface HubDeps {
  database: DatabaseHandle;
  repo: LiveEventsRepository;
  classWork: Pick<ClassWorkRepository, 'eventsAfter'>;
  clock: Clock;
  warn(error: unknown, message: string): void;
  heartbeatMs?: number;
  pollIntervalMs?: number;
}

function parseNotice(payload: string): LiveNotice | null {
  try {
    const notice = JSON.parse(payload) as Partial<LiveNotice>;
    if (typeof notice.user_id !== 'number' || typeof notice.seq !== 'number') return null;
    if (typeof notice.type !== 'string') return null;
    const { seq, user_id, type, data } = notice as LiveNotice;
    return { seq, user_id, type, data: data ?? {} };
  } catch {
    return null;
  }
}

/** Adds to or removes from the set kept under `key`, dropping a set left empty. */
function addTo<K, V>(index: Map<K, Set<V>>, key: K, value: V) {
  const set = index.get(key) ?? new Set();
  set.add(value);
  index.set(key, set);
}
function removeFrom<K, V>(index: Map<K, Set<V>>, key: K, value: V) {
  const set = index.get(key);
  set?.delete(value);
  if (set?.size === 0) index.delete(key);
}

/**
 * The process's open live streams, by user and by watched class, its one listener on the live
 * channel and its one reader of class work. A notice goes to its user's streams only, a change
 * to a class's work to the streams watching that class. Who may see an event is decided when it
 * is published (its user) and when a stream opens (the ticket's user, the classes it may watch),
 * never by what this process holds, so any instance can serve any stream.
 */
export function createLiveHub(deps: HubDeps) {
  const byUser = new Map<number, Set<LiveStream>>();
  const byClass = new Map<number, Set<LiveStream>>();
  let listening: Promise<Unlisten> | null = null;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  const everyStream = () => [...byUser.values()].flatMap((streams) => [...streams]);

  function deliver(payload: string) {
    const notice = parseNotice(payload);
    if (!notice) return;
    for (const stream of byUser.get(notice.user_id) ?? []) stream.send(notice);
  }

  const relay = createClassWorkRelay({
    poll: (classIds, window) => deps.classWork.eventsAfter(classIds, window),
    watchedClasses: () => [...byClass.keys()],
    deliver(events: readonly ClassWorkEvent[]) {
      // Each stream gets its classes' events of this poll in one write, so the cost of a change
      // per watcher is not one write each but a share of a few writes a second.
      const perStream = new Map<LiveStream, ClassWorkEvent[]>();
      for (const event of events) {
        for (const stream of byClass.get(event.class_id) ?? []) {
          const own = perStream.get(stream);
          if (own) own.push(event);
          else perStream.set(stream, [event]);
        }
      }
      for (const [stream, own] of perStream) stream.sendClassWork(own);
    },
    resync() {
      for (const stream of new Set([...byClass.values()].flatMap((streams) => [...streams]))) {
        stream.resync();
      }
    },
    warn: deps.warn,
    now: () => Date.now(),
    intervalMs: deps.pollIntervalMs,
  });

  /** Notices sent while the listener was reconnecting are lost: every screen refetches. */
  function resyncEveryone() {
    for (const stream of everyStream()) stream.resync();
  }

  /** Keeps connections alive, and ends the streams of sign-ins that ended since they opened. */
  async function beat() {
    const streams = everyStream();
    for (const stream of streams) stream.heartbeat();
    if (streams.length === 0) return;
    const valid = await deps.repo.validSignIns(
      [...new Set(streams.map((stream) => stream.authTokenId))],
      deps.clock.now(),
    );
    for (const stream of streams) if (!valid.has(stream.authTokenId)) stream.end();
  }

  function remove(stream: LiveStream) {
    removeFrom(byUser, stream.userId, stream);
    for (const classId of stream.classIds) removeFrom(byClass, classId, stream);
  }

  return {
    /** Listens on the first stream, so processes that never serve one hold no connection. */
    ensureListening(): Promise<Unlisten> {
      listening ??= deps.database
        .listen(LIVE_CHANNEL, deliver, { onReconnect: resyncEveryone })
        .catch((error: unknown) => {
          listening = null;
          throw error;
        });
      if (!heartbeat) {
        heartbeat = setInterval(() => {
          beat().catch((error: unknown) => deps.warn(error, 'live heartbeat failed'));
        }, deps.heartbeatMs ?? HEARTBEAT_MS);
        heartbeat.unref();
      }
      return listening;
    },

    /** Adds a stream; answers the function that removes it (when its client goes away). */
    add(stream: LiveStream): () => void {
      if (closed) {
        stream.end();
        return () => {};
      }
      addTo(byUser, stream.userId, stream);
      for (const classId of stream.classIds) addTo(byClass, classId, stream);
      if (stream.classIds.length > 0) relay.wake();
      return () => remove(stream);
    },

    get size() {
      return everyStream().length;
    },

    /** Whether class work is being polled: only while a stream of this process watches a class. */
    get polling() {
      return relay.running;
    },

    /** Ends every stream (the server is closing) and refuses new ones. */
    endAll() {
      closed = true;
      for (const stream of everyStream()) stream.end();
      byUser.clear();
      byClass.clear();
      relay.stop();
    },

    async close() {
      clearInterval(heartbeat);
      relay.stop();
      const unlisten = await listening?.catch(() => null);
      listening = null;
      await unlisten?.();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
