import pg from 'pg';
import type { ListenOptions, Unlisten } from './listen.js';

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;

interface Subscription {
  channel: string;
  onPayload: (payload: string) => void;
  onReconnect?: () => void;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * LISTEN on PostgreSQL through one connection of its own per process (a pooled client would go
 * back to the pool and stop listening). When that connection is lost it is opened again, with
 * growing pauses, and every channel is listened to again; subscribers are then told, since
 * notices sent meanwhile are gone.
 */
export function createPgListener(url: string) {
  const subscriptions = new Set<Subscription>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let closed = false;
  let lostOnce = false;

  const channels = () => new Set([...subscriptions].map((s) => s.channel));

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const subscription of subscriptions) {
        if (subscription.channel === message.channel) subscription.onPayload(message.payload ?? '');
      }
    });
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    try {
      await next.connect();
      for (const channel of channels()) await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    return next;
  }

  function lose(lost: pg.Client) {
    if (client !== lost) return;
    client = null;
    lost.end().catch(() => {});
    lostOnce = true;
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => scheduleReconnect());
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open()
      .then((opened) => {
        if (closed) {
          opened.end().catch(() => {});
          throw new Error('the listener is closed');
        }
        client = opened;
        retryMs = FIRST_RETRY_MS;
        if (lostOnce) for (const subscription of subscriptions) subscription.onReconnect?.();
        return opened;
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  }

  return {
    async listen(
      channel: string,
      onPayload: (payload: string) => void,
      options: ListenOptions = {},
    ): Promise<Unlisten> {
      const isNewChannel = !channels().has(channel);
      const subscription: Subscription = { channel, onPayload, onReconnect: options.onReconnect };
      subscriptions.add(subscription);
      try {
        const listening = await connect();
        // LISTEN twice is harmless; a connection opened meanwhile may not have had this channel.
        if (isNewChannel) await listening.query(`LISTEN ${quoteIdentifier(channel)}`);
      } catch (error) {
        subscriptions.delete(subscription);
        throw error;
      }
      return async () => {
        subscriptions.delete(subscription);
        if (channels().has(channel) || !client) return;
        await client.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      subscriptions.clear();
      const open = client ?? (await connecting?.catch(() => null));
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
