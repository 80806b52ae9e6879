import { TEST_CLOCK_SHIFT_HEADER } from '@kitlab/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Clock, createShiftableClock } from '../lib/clock.js';

// Far enough for any date a journey fixes; a larger number is a mistake, not a date.
const MAX_SHIFT_MS = 100 * 365 * 24 * 3_600_000;

function shiftOf(request: FastifyRequest): number {
  const raw = request.headers[TEST_CLOCK_SHIFT_HEADER];
  const ms = typeof raw === 'string' ? Number(raw) : 0;
  return Number.isSafeInteger(ms) && Math.abs(ms) <= MAX_SHIFT_MS ? ms : 0;
}

/**
 * A clock each request can shift with the `X-Test-Clock-Shift` header, for the browser journeys
 * only (config TEST_CLOCK_SHIFT, refused in production). The shift is entered when the request
 * arrives and holds for every hook, the body's parsing and the handler after it.
 */
export function registerShiftableClock(app: FastifyInstance): Clock {
  const { clock, shifted } = createShiftableClock();
  app.addHook('onRequest', (request, _reply, done) => shifted(shiftOf(request), done));
  return clock;
}
