import { request as httpRequest, type IncomingMessage } from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseConnection {
  status: number;
  headers: IncomingMessage['headers'];
  /** Every event received so far. */
  events: SseEvent[];
  /** Everything received, comments and `retry:` included. */
  text(): string;
  /** The next event not yet taken (or the first matching one), within `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): SseEvent | null {
  const event: SseEvent = { event: 'message', data: '' };
  let hasData = false;
  for (const line of block.split('\n')) {
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'id') event.id = value;
    else if (field === 'event') event.event = value;
    else if (field === 'data') {
      event.data = value;
      hasData = true;
    }
  }
  return hasData ? event : null;
}

/** Opens a server-sent event stream over real HTTP (inject cannot stream). */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { accept: 'text/event-stream', ...headers } });
    request.on('error', reject);
    request.on('response', (response) => {
      let received = '';
      let buffer = '';
      let taken = 0;
      const events: SseEvent[] = [];
      const waiters: (() => void)[] = [];
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
        response.on('error', () => done());
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        received += chunk;
        buffer += chunk;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const event = parseBlock(block);
          if (event) events.push(event);
        }
        for (const wake of waiters.splice(0)) wake();
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        text: () => received,
        ended,
        close: () => request.destroy(),
        next(timeoutMs = 2_000) {
          return new Promise((found, fail) => {
            let timedOut = false;
            const timer = setTimeout(() => {
              timedOut = true;
              fail(new Error('no event arrived in time'));
            }, timeoutMs);
            const check = () => {
              if (timedOut) return;
              const event = events[taken];
              if (event) {
                taken += 1;
                clearTimeout(timer);
                found(event);
              } else waiters.push(check);
            };
            check();
          });
        },
      });
    });
    request.end();
  });
}
