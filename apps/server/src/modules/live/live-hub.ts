import type { DatabaseHandle, Unlisten } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { LIVE_CHANNEL, type LiveNotice } from '../../lib/live-publisher.js';
import type { LiveEventsRepository } from './live-events.repository.js';
import type { LiveStream } from './sse-stream.js';

/** Often enough for proxies that close connections idle for 30 seconds or more. */
export const HEARTBEAT_MS = 25_000;

interface HubDeps {
  database: DatabaseHandle;
  repo: LiveEventsRepository;
  clock: Clock;
  warn(error: unknown, message: string): void;
  heartbeatMs?: number;
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

/**
 * The process's open live streams, by user, and its one listener on the live channel. A notice
 * goes to its user's streams only. Who may see an event is decided when it is published (its
 * user) and when a stream opens (the ticket's user), never by what this process holds, so any
 * instance can serve any stream.
 */
export function createLiveHub(deps: HubDeps) {
  const byUser = new Map<number, Set<LiveStream>>();
  let listening: Promise<Unlisten> | null = null;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  const everyStream = () => [...byUser.values()].flatMap((streams) => [...streams]);

  function deliver(payload: string) {
    const notice = parseNotice(payload);
    if (!notice) return;
    for (const stream of byUser.get(notice.user_id) ?? []) stream.send(notice);
  }

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
    const streams = byUser.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) byUser.delete(stream.userId);
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
      const streams = byUser.get(stream.userId) ?? new Set();
      streams.add(stream);
      byUser.set(stream.userId, streams);
      return () => remove(stream);
    },

    get size() {
      return everyStream().length;
    },

    /** Ends every stream (the server is closing) and refuses new ones. */
    endAll() {
      closed = true;
      for (const stream of everyStream()) stream.end();
      byUser.clear();
    },

    async close() {
      clearInterval(heartbeat);
      const unlisten = await listening?.catch(() => null);
      listening = null;
      await unlisten?.();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
