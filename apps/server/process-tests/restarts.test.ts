import { afterAll, describe, expect, it } from 'vitest';
import { startSchoolBurst, untilEveryStreamHas } from './support/burst.js';
import { expectEveryAcknowledgedWrite } from './support/check-writes.js';
import { freshDataTarget } from './support/data-target.js';
import { type ServerProcess, startServer } from './support/server-process.js';

/** Each stream has this many writes acknowledged before the stop, however slow the machine. */
const ACKNOWLEDGED_BEFORE_STOP = 5;
/** What SIGTERM may take at most: orchestrators kill after about 10 s. */
const SHUTDOWN_LIMIT_MS = 10_000;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function serverOnFreshData(name: string) {
  const data = await freshDataTarget(name);
  cleanups.push(data.remove);
  const server = await startServer(data.target);
  cleanups.push(async () => server.child.exitCode === null && server.stop('SIGKILL'));
  return { data, server };
}

async function restart(target: Parameters<typeof startServer>[0]): Promise<ServerProcess> {
  const server = await startServer(target);
  cleanups.push(async () => server.child.exitCode === null && server.stop('SIGKILL'));
  return server;
}

describe('stopping and restarting the server', () => {
  it('keeps every acknowledged write after kill -9 during a burst, and restarts on the data', async () => {
    const { data, server } = await serverOnFreshData('kill');
    const prefix = `killed${Date.now()}`;
    const burst = await startSchoolBurst(server, prefix);
    await untilEveryStreamHas(burst.streams, ACKNOWLEDGED_BEFORE_STOP);

    const killed = await server.stop('SIGKILL');
    burst.stopper.stopped = true;
    await Promise.all(burst.streams.map((s) => s.done));
    expect(killed.code).toBeNull();
    expect(burst.streams.flatMap((s) => s.refused)).toEqual([]);

    const restarted = await restart(data.target);
    const counts = await expectEveryAcknowledgedWrite(restarted.url, burst, prefix);
    console.log(
      `kill -9 on ${data.label}: ${counts.acknowledged} writes acknowledged ` +
        `(${counts.created} students created), ${counts.lost} lost`,
    );
    expect((await restarted.stop('SIGTERM')).code).toBe(0);
  });

  it('on SIGTERM finishes the requests in flight, refuses new ones with 503 and exits 0', async () => {
    const { data, server } = await serverOnFreshData('term');
    const prefix = `stopped${Date.now()}`;
    const burst = await startSchoolBurst(server, prefix);
    await untilEveryStreamHas(burst.streams, ACKNOWLEDGED_BEFORE_STOP);

    const stopped = await server.stop('SIGTERM');
    burst.stopper.stopped = true;
    await Promise.all(burst.streams.map((s) => s.done));
    expect(stopped.code, server.output()).toBe(0);
    expect(stopped.ms).toBeLessThan(SHUTDOWN_LIMIT_MS);
    // A request was either answered or never reached the server: refused, or sent on an idle
    // kept-alive connection just as the server closed it (UND_ERR_SOCKET, "other side closed").
    for (const stream of burst.streams) {
      expect(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', undefined]).toContain(stream.failure);
      for (const refusal of stream.refused) {
        expect(refusal).toMatchObject({ status: 503, body: { code: 'shutting_down' } });
      }
    }

    const restarted = await restart(data.target);
    const counts = await expectEveryAcknowledgedWrite(restarted.url, burst, prefix);
    console.log(
      `SIGTERM on ${data.label}: exit 0 after ${Math.round(stopped.ms)} ms, ` +
        `${counts.acknowledged} writes acknowledged, ${counts.lost} lost`,
    );
    expect((await restarted.stop('SIGTERM')).code).toBe(0);
  });
});
