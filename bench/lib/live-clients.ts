/**
 * The browsers of the live benchmark, in a process of their own so the server's memory is the
 * server's only. Told `{ open: urls }`, it opens one stream per address and answers `opened`.
 * Told `{ post }`, it posts a discussion message as one of the class, as that student's browser
 * would, and answers `posted` once the message's live event has reached `expected` streams (or
 * after `waitMs`): when the call was sent and answered, and each stream's arrival, all in
 * wall-clock milliseconds of this one process.
 */
import { Agent, request } from 'node:http';
import { createCaller, discussions, fetchTransport } from '@kitlab/contract';

interface Arrival {
  stream: number;
  type: string;
  messageToken: string | null;
  at: number;
}

export interface PostOrder {
  api: string;
  token: string;
  discussionToken: string;
  text: string;
  expected: number;
  waitMs: number;
}

export interface Posted {
  started: number;
  answered: number;
  messageToken: string;
  arrivals: { stream: number; at: number }[];
}

const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
let arrivals: Arrival[] = [];
let onArrival: (() => void) | null = null;
let streams = 0;
const now = () => performance.timeOrigin + performance.now();

function noteEvent(stream: number, block: string, at: number) {
  const type = /^event: (.+)$/m.exec(block)?.[1];
  const data = /^data: (.+)$/m.exec(block)?.[1];
  if (!type || !/^id: \d+$/m.test(block)) return;
  const messageToken = data
    ? ((JSON.parse(data) as { message_token?: string }).message_token ?? null)
    : null;
  arrivals.push({ stream, type, messageToken, at });
  onArrival?.();
}

function openStream(url: string): Promise<void> {
  const stream = streams++;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, headers: { accept: 'text/event-stream' } });
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      let opened = false;
      response.on('data', (chunk: string) => {
        const at = now();
        buffer += chunk;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          if (!opened && block.startsWith('retry:')) {
            opened = true;
            resolve();
          }
          noteEvent(stream, block, at);
        }
      });
    });
    outgoing.end();
  });
}

const messageArrivals = (token: string) =>
  arrivals.filter(
    (arrival) => arrival.type === 'discussion.message' && arrival.messageToken === token,
  );

async function post(order: PostOrder): Promise<Posted> {
  arrivals = [];
  const student = createCaller(fetchTransport(order.api)).withToken(order.token);
  const started = now();
  const answer = await student.call(discussions.postMessage, {
    body: { discussion_token: order.discussionToken, text: order.text },
  });
  const answered = now();
  const messageToken = answer.message.token;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, order.waitMs);
    onArrival = () => {
      if (messageArrivals(messageToken).length < order.expected) return;
      clearTimeout(timer);
      resolve();
    };
    onArrival();
  });
  onArrival = null;
  return {
    started,
    answered,
    messageToken,
    arrivals: messageArrivals(messageToken).map(({ stream, at }) => ({ stream, at })),
  };
}

process.on('message', async (message: { open?: string[]; post?: PostOrder }) => {
  if (message.open) {
    // In slices, so the server's accept queue is not flooded.
    for (let i = 0; i < message.open.length; i += 100) {
      await Promise.all(message.open.slice(i, i + 100).map(openStream));
    }
    process.send?.({ opened: message.open.length });
  }
  if (message.post) {
    process.send?.({ posted: await post(message.post) });
  }
});
