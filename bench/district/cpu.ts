import type pg from 'pg';
import { cpuMsOfProcess } from '../lib/process-cpu.js';

/**
 * Counts CPU time from now: the API process's and that of the PostgreSQL processes serving
 * `database` (local, so readable in /proc). Answers a function giving the milliseconds of each.
 */
export async function startCpuCount(serverPid: number, watcher: pg.Client, database: string) {
  const backends = async () => {
    const { rows } = await watcher.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return new Map(rows.map(({ pid }) => [pid, cpuMsOfProcess(pid)]));
  };
  const serverBefore = cpuMsOfProcess(serverPid);
  const databaseBefore = await backends();
  return async () => {
    let databaseMs = 0;
    for (const [pid, ms] of await backends()) databaseMs += ms - (databaseBefore.get(pid) ?? 0);
    return { apiMs: cpuMsOfProcess(serverPid) - serverBefore, databaseMs };
  };
}

/**
 * Waits until the process has used under 5% of a core for two seconds running (its start-up
 * jobs done), at most `limitMs`; answers how long it waited.
 */
export async function untilQuiet(pid: number, limitMs = 120_000): Promise<number> {
  const startedAt = performance.now();
  let quietSeconds = 0;
  let before = cpuMsOfProcess(pid);
  while (quietSeconds < 2 && performance.now() - startedAt < limitMs) {
    await new Promise((wait) => setTimeout(wait, 1_000));
    const now = cpuMsOfProcess(pid);
    quietSeconds = now - before < 50 ? quietSeconds + 1 : 0;
    before = now;
  }
  return performance.now() - startedAt;
}
