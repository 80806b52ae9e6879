import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from '../../../../scripts/lib/ports.mjs';

export const SERVER_ENTRY = resolve(import.meta.dirname, '../../dist/main.js');
export const DEMO_PASSWORD = 'kitlab-process-demo';

/** Where the server keeps its data: a folder, and a PostgreSQL database when one is named. */
export interface DataTarget {
  dataDir: string;
  databaseUrl?: string;
}

/** The environment that points the server, or its backup command, at the data. */
export const dataEnvironment = (target: DataTarget) => ({
  DATA_DIR: target.dataDir,
  ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
});

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Sends the signal and resolves with the exit code and how long the exit took. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

/**
 * Starts the built server (`npm run build` first) and waits until it answers its health check.
 * `environment` adds settings, such as where to forward statements.
 */
export async function startServer(
  target: DataTarget,
  binary = process.execPath,
  environment: Record<string, string> = {},
) {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build`);
  const port = await freePort();
  const child = spawn(binary, [SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD,
      ...dataEnvironment(target),
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk) => {
    printed += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    printed += chunk;
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, exited, () => printed);
  const server: ServerProcess = {
    url,
    child,
    output: () => printed,
    async stop(signal) {
      const startedAt = performance.now();
      child.kill(signal);
      const code = await exited;
      return { code, ms: performance.now() - startedAt };
    },
  };
  return server;
}

async function waitForHealth(url: string, exited: Promise<unknown>, output: () => string) {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited while starting:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`the server did not answer within 90 s:\n${output()}`);
}

/**
 * `count` servers over the same data, started at the same moment; each is killed by `cleanups`
 * (run after the tests) if still running then.
 */
export async function startTogether(
  target: DataTarget,
  count: number,
  cleanups: (() => Promise<unknown>)[],
  environment: Record<string, string> = {},
) {
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => startServer(target, undefined, environment)),
  );
  for (const server of started) {
    if (server.status === 'fulfilled') {
      cleanups.push(
        async () => server.value.child.exitCode === null && server.value.stop('SIGKILL'),
      );
    }
  }
  return started.map((server) => {
    if (server.status === 'rejected') throw server.reason;
    return server.value;
  });
}
