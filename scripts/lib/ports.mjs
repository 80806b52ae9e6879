import { createServer } from 'node:net';
import { listenerOn } from './process-tree.mjs';

/** Whether nothing listens on the port on 127.0.0.1. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on now, chosen by the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The preferred port when it is free; otherwise says who holds it (a server left by an earlier
 * run, most often) and answers a free one, so a leftover never fails the run.
 */
export async function portForRun(preferred, purpose) {
  if (await portIsFree(preferred)) return preferred;
  const holder = listenerOn(preferred);
  const port = await freePort();
  const who = holder?.pid
    ? `process ${holder.pid} (${holder.command}); stop it with: kill ${holder.pid}`
    : (holder?.command ?? 'another process');
  console.log(`Port ${preferred} is held by ${who}. ${purpose} use port ${port} instead.`);
  return port;
}
