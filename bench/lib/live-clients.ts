/**
 * The browsers of the live benchmark, in a process of their own so the server's memory is the
 * server's only. Told `{ open: urls }`, it opens one stream per address and answers `opened`; it
 * notes when each event arrives (wall-clock milliseconds) and answers `{ arrivals }` on `report`.
 */
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const arrivals: { id: number; at: number }[] = [];
const now = () => performance.timeOrigin + performance.now();

function openStream(url: string): Promise<void> {
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
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          if (id) arrivals.push({ id: Number(id), at });
        }
      });
    });
    outgoing.end();
  });
}

process.on('message', async (message: { open?: string[]; report?: true }) => {
  if (message.open) {
    // In slices, so the server's accept queue is not flooded.
    for (let i = 0; i < message.open.length; i += 100) {
      await Promise.all(message.open.slice(i, i + 100).map(openStream));
    }
    process.send?.({ opened: message.open.length });
  }
  if (message.report) {
    process.send?.({ arrivals: arrivals.splice(0) });
  }
});
