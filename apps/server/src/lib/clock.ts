import { AsyncLocalStorage } from 'node:async_hooks';

/** The server's clock, injectable so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system clock moved by a per-request shift, for browser journeys that fix the browser's
 * clock to a date and need the server to agree with it. `shifted(ms, work)` runs `work` (and
 * everything it awaits) with `now()` that many milliseconds from the system's time.
 */
export function createShiftableClock() {
  const shift = new AsyncLocalStorage<number>();
  const clock: Clock = { now: () => new Date(Date.now() + (shift.getStore() ?? 0)) };
  return {
    clock,
    shifted: <T>(ms: number, work: () => T): T => shift.run(ms, work),
  };
}
