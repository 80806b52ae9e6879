import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { runInBackground } from './background-job.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runInBackground', () => {
  it('runs at start when asked, never overlaps a run, and closing waits for the run under way', async () => {
    const app = Fastify({ logger: false });
    let started = 0;
    let finished = 0;
    let release: () => void = () => undefined;
    runInBackground(app, {
      name: 'slow job',
      everyMs: 5,
      runAtStart: true,
      run: async () => {
        started += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        finished += 1;
      },
    });
    await app.ready();
    expect(started).toBe(1);
    // Many intervals pass while the first run is held: none starts a second one.
    await tick(50);
    expect(started).toBe(1);
    const closed = app.close();
    let closedYet = false;
    void closed.then(() => {
      closedYet = true;
    });
    await tick(20);
    expect(closedYet).toBe(false);
    release();
    await closed;
    expect(finished).toBe(1);
  });

  it('keeps running after a failed run, and starts only once the server listens when asked', async () => {
    const app = Fastify({ logger: false });
    let runs = 0;
    runInBackground(app, {
      name: 'failing job',
      everyMs: 5,
      from: 'listen',
      run: async () => {
        runs += 1;
        throw new Error('down');
      },
    });
    await app.ready();
    await tick(30);
    expect(runs).toBe(0);
    await app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => runs).toBeGreaterThan(2);
    await app.close();
  });
});
