import type { FastifyInstance } from 'fastify';

export interface BackgroundJob {
  /** Named in the log when a run fails. */
  name: string;
  everyMs: number;
  /** `ready`: once the app is ready (the default); `listen`: only once it serves HTTP. */
  from?: 'ready' | 'listen';
  /** Run once straight away, not only after the first interval. */
  runAtStart?: boolean;
  run(): Promise<unknown>;
}

/** Each app's jobs, kept with the app itself (a weak key), so what runs where can be listed. */
const jobNamesByApp = new WeakMap<object, string[]>();

/** The names of the jobs an app runs in the background, in the order they were set running. */
export function backgroundJobsOf(app: FastifyInstance): readonly string[] {
  return jobNamesByApp.get(app) ?? [];
}

/**
 * Runs a job on an interval while the server runs. A run never starts while the previous one is
 * under way, and closing the app waits for a run under way to finish. A failed run is logged and
 * the next one comes at its time.
 */
export function runInBackground(app: FastifyInstance, job: BackgroundJob): void {
  jobNamesByApp.set(app, [...backgroundJobsOf(app), job.name]);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = job
      .run()
      .then(() => undefined)
      .catch((error: unknown) => app.log.warn({ err: error }, `${job.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const start = async () => {
    if (job.runAtStart) tick();
    timer = setInterval(tick, job.everyMs);
    timer.unref();
  };
  if (job.from === 'listen') app.addHook('onListen', start);
  else app.addHook('onReady', start);
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
