import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** User and system CPU milliseconds a local process has used, from /proc; 0 once it is gone. */
function cpuMsOfProcess(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces: the fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, the 14th and 15th fields, in ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

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
