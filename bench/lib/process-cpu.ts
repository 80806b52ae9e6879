import { readFileSync } from 'node:fs';

/** User and system CPU milliseconds a local process has used, from /proc; 0 once it is gone. */
export function cpuMsOfProcess(pid: number): number {
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
 * CPU milliseconds every core of the machine has spent busy (user, nice, system, interrupts and
 * stolen time), from /proc/stat: everything a local load costs, its tool and its database included.
 */
export function machineBusyMs(): number {
  const total = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  // cpu user nice system idle iowait irq softirq steal, in ticks of 10 ms.
  const ticks = total.trim().split(/\s+/).slice(1).map(Number);
  const busy = [0, 1, 2, 5, 6, 7].reduce((sum, field) => sum + (ticks[field] ?? 0), 0);
  return busy * 10;
}

/** What counts CPU while a load is measured: started and stopped around each measured run. */
export interface CpuMeter {
  start(): void;
  stop(): void;
}

/**
 * CPU milliseconds of the process `pid` and of the whole machine, summed over the spans between
 * each `start` and `stop` only: not over a warm-up, nor the untimed work between rounds.
 */
export function cpuMeter(pid: number) {
  let processMs = 0;
  let machineMs = 0;
  let from: { process: number; machine: number } | null = null;
  return {
    start() {
      from = { process: cpuMsOfProcess(pid), machine: machineBusyMs() };
    },
    stop() {
      if (!from) return;
      processMs += cpuMsOfProcess(pid) - from.process;
      machineMs += machineBusyMs() - from.machine;
      from = null;
    },
    get processMs() {
      return processMs;
    },
    get machineMs() {
      return machineMs;
    },
  } satisfies CpuMeter & { processMs: number; machineMs: number };
}
