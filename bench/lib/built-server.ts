import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../apps/server/process-tests/support/server-process.js';
import { untilQuiet } from '../district/cpu.js';

export interface BuiltServer {
  url: string;
  pid: number;
  /** How long its start-up jobs kept it busy before it answered. */
  quietAfterMs: number;
  /** Everything it printed, for its errors. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The built server (`npm run build -w @kitlab/server` first) as a process of its own on the
 * database at `databaseUrl`, as a school's server runs: never beside what the benchmark's own
 * process did before (setting up the day, or the PGlite run). Answers once its start-up jobs are
 * done and its CPU is quiet, so that the first measure does not pay for them.
 * BENCH_SERVER_BINARY names another program to run the server with, such as a script running node
 * with `--cpu-prof` (it is given the server's entry as its one argument).
 */
export async function serveTheBuild(databaseUrl: string): Promise<BuiltServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kitlab-bench-server-'));
  const binary = process.env.BENCH_SERVER_BINARY ?? process.execPath;
  const server = await startServer({ dataDir, databaseUrl }, binary, { SEED_DEMO: 'false' });
  const pid = server.child.pid ?? 0;
  const quietAfterMs = await untilQuiet(pid);
  return {
    url: server.url,
    pid,
    quietAfterMs,
    output: server.output,
    async stop() {
      await server.stop('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
