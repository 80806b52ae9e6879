import type { ServerResponse } from 'node:http';
import { live } from '@kitlab/contract';
import type { LiveNotice } from '../../lib/live-publisher.js';
import type { ClassWorkEvent } from './class-work-relay.js';

/** How long a browser waits before reopening a dropped stream. */
export const RECONNECT_HINT_MS = 3_000;

/** One text/event-stream answer, told live notices of its user. */
export interface LiveStream {
  readonly userId: number;
  readonly authTokenId: number;
  /** The classes whose work this stream watches (a teacher's open report), checked at opening. */
  readonly classIds: readonly number[];
  send(notice: LiveNotice): void;
  /**
   * Changes to watched classes' work, in one write; not the user's own stored events, so they
   * have no id.
   */
  sendClassWork(events: readonly ClassWorkEvent[]): void;
  /** Tells the screen to refetch everything: what it missed cannot be replayed. */
  resync(latestSeq?: number): void;
  /** A comment line, which keeps proxies from closing an idle connection. */
  heartbeat(): void;
  end(): void;
}

export function eventText(id: number | undefined, event: string, data: unknown): string {
  const idLine = id === undefined ? '' : `id: ${id}\n`;
  // JSON.stringify never writes a raw line break, so the data stays one `data:` line.
  return `${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Writes events to an open answer. Until `caughtUp` is called, live notices wait, so the missed
 * events read from the table go first and none is sent twice.
 */
export function createSseStream(
  response: ServerResponse,
  signIn: { userId: number; authTokenId: number; classIds: readonly number[] },
) {
  let waiting: LiveNotice[] | null = [];
  let ended = false;
  const write = (text: string) => {
    if (!ended) response.write(text);
  };
  const writeNotice = (notice: LiveNotice) =>
    write(eventText(notice.seq, notice.type, notice.data));

  const stream = {
    ...signIn,
    send(notice: LiveNotice) {
      if (waiting) waiting.push(notice);
      else writeNotice(notice);
    },
    sendClassWork(events: readonly ClassWorkEvent[]) {
      // Without an id line, so the browser's Last-Event-ID stays the user's own last event.
      const text = events.map(({ class_id, activity_id, student_id, kind }) =>
        eventText(undefined, live.CLASS_WORK_EVENT, { class_id, activity_id, student_id, kind }),
      );
      write(text.join(''));
    },
    resync(latestSeq?: number) {
      write(eventText(latestSeq, live.LIVE_RESYNC_EVENT, {}));
    },
    heartbeat() {
      write(': heartbeat\n\n');
    },
    end() {
      if (ended) return;
      ended = true;
      response.end();
    },
    /** Sends the missed events, then whatever arrived live meanwhile that they did not hold. */
    caughtUp(missed: readonly LiveNotice[]) {
      const held = waiting ?? [];
      waiting = null;
      const sent = new Set(missed.map((notice) => notice.seq));
      for (const notice of missed) writeNotice(notice);
      for (const notice of held) if (!sent.has(notice.seq)) writeNotice(notice);
    },
  } satisfies LiveStream & Record<string, unknown>;
  write(`retry: ${RECONNECT_HINT_MS}\n\n`);
  return stream;
}
