import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, portForRun, portIsFree } from './ports.mjs';
import { listenerOn } from './process-tree.mjs';
import { runLive } from './processes.mjs';

// A stand-in for Playwright: it starts a server in a process group of its own, as Playwright
// starts the app for the journeys, says so, and then never ends by itself.
const runnerWithDetachedServer = (port) => `
  const { spawn } = require('node:child_process');
  const server = spawn(process.execPath, ['-e', \`
    require('node:net').createServer().listen(${port}, '127.0.0.1', () => console.log('listening'));
    setInterval(() => {}, 1000);
  \`], { detached: true, stdio: 'inherit' });
  setInterval(() => {}, 1000);
`;

const until = async (check, ms = 8000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return false;
};

const opened = [];
afterEach(async () => {
  for (const server of opened.splice(0)) await new Promise((done) => server.close(done));
});

/**
 * How long each run may take: its server (two Node processes started in turn) must be listening
 * before then, which took over 1.5 s while the other test stages loaded the machine.
 */
const RUN_LIMIT_MS = 4000;

/**
 * Two runs of the command, each let run for its limit, with the waits for its server to listen
 * and to go: past vitest's 5 s default.
 */
const TWO_RUNS_MS = 45_000;

describe('runLive', () => {
  it(
    'stops a command that runs past its time with everything it started, even in another process group',
    async () => {
      const port = await freePort();
      for (const run of [1, 2]) {
        const started = runLive(process.execPath, ['-e', runnerWithDetachedServer(port)], {
          timeoutMs: RUN_LIMIT_MS,
        });
        // The server is up before the limit, so the second run proves the first left nothing.
        expect(await until(async () => !(await portIsFree(port))), `run ${run} listens`).toBe(true);
        const { timedOut } = await started;
        expect(timedOut).toBe(true);
        expect(await until(() => portIsFree(port)), `run ${run} left the port free`).toBe(true);
      }
    },
    TWO_RUNS_MS,
  );

  it('answers the exit code of a command that ends by itself', async () => {
    expect(await runLive(process.execPath, ['-e', 'process.exit(3)'])).toEqual({
      code: 3,
      timedOut: false,
    });
  });
});

describe('ports', () => {
  it('names the process holding a port and answers another one', async () => {
    const server = createServer();
    opened.push(server);
    const port = await new Promise((done) =>
      server.listen(0, '127.0.0.1', () => done(server.address().port)),
    );
    expect(listenerOn(port)).toEqual({ pid: process.pid, command: expect.any(String) });
    const chosen = await portForRun(port, 'The journeys');
    expect(chosen).not.toBe(port);
    expect(await portIsFree(chosen)).toBe(true);
  });

  it('keeps the preferred port when it is free', async () => {
    const port = await freePort();
    expect(listenerOn(port)).toBeNull();
    expect(await portForRun(port, 'The journeys')).toBe(port);
  });
});
