import type { Clock } from '../lib/clock.js';

/** A clock tests can move forward. */
export class TestClock implements Clock {
  private current: number;

  constructor(start = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
