/**
 * The generator's progress on stderr: one line per stage, rewritten in place on a terminal
 * (stage, rows done of the total, elapsed time), and a line every few seconds in a log.
 */
const LOG_EVERY_MS = 5_000;

export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const formatCount = (n: number) => n.toLocaleString('en-GB');

export interface StageTime {
  stage: string;
  rows: number;
  ms: number;
}

export class Progress {
  readonly times: StageTime[] = [];
  private readonly startedAt = performance.now();
  private readonly onTerminal = process.stderr.isTTY === true;

  /** Runs a stage of `total` rows; `work` reports rows done as it goes and answers rows written. */
  async stage(
    stage: string,
    total: number,
    work: (done: (rows: number) => void) => Promise<number>,
  ): Promise<number> {
    const stageStart = performance.now();
    let rows = 0;
    let shownAt = 0;
    const show = (final: boolean) => {
      const now = performance.now();
      const line = `${stage.padEnd(22)} ${formatCount(rows).padStart(12)} / ${(total > 0 ? formatCount(total) : '?').padEnd(12)} ${formatSeconds(now - stageStart).padStart(9)}  (total ${formatSeconds(now - this.startedAt)})`;
      if (this.onTerminal) process.stderr.write(`\r\x1b[2K${line}${final ? '\n' : ''}`);
      else if (final || now - shownAt >= LOG_EVERY_MS) process.stderr.write(`${line}\n`);
      shownAt = now;
    };
    if (this.onTerminal) show(false);
    else shownAt = performance.now();
    const written = await work((more) => {
      rows += more;
      show(false);
    });
    rows = written;
    show(true);
    this.times.push({ stage, rows: written, ms: performance.now() - stageStart });
    return written;
  }

  totalMs(): number {
    return performance.now() - this.startedAt;
  }
}
