/** The value at quantile `q` (0.5 for the median) of values sorted ascending; 0 when there are none. */
export const percentile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** The middle value, or the mean of the two middle values of an even count; 0 when there are none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? 0;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Runs `task` `total` times with `concurrency` in flight; returns per-call latencies in ms. */
export async function measure(total: number, concurrency: number, task: () => Promise<void>) {
  const latencies: number[] = [];
  let started = 0;
  const begin = performance.now();
  async function worker() {
    while (started < total) {
      started++;
      const t0 = performance.now();
      await task();
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    calls: total,
    perSecond: total / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
  };
}

export function formatRow(name: string, r: Awaited<ReturnType<typeof measure>>): string {
  return `${name.padEnd(34)} ${String(r.calls).padStart(6)} ${r.perSecond.toFixed(1).padStart(9)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)}`;
}

export const HEADER = `${'scenario'.padEnd(34)} ${'calls'.padStart(6)} ${'per s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`;
