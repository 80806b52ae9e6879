import { TEST_CLOCK_SHIFT_HEADER } from '@kitlab/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShiftableClock } from './test-clock.js';

const DAY_MS = 24 * 3_600_000;

describe('the shiftable clock of the browser journeys', () => {
  const app = Fastify();
  const clock = registerShiftableClock(app);
  // Awaits after the handler starts, as a real service's database queries do.
  const later = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { now: clock.now().getTime() };
  };
  app.get('/now', later);
  app.post('/now', later);
  // Over real HTTP: a body arriving from a socket is parsed in the socket's callbacks.
  let address = '';
  beforeAll(async () => {
    address = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  async function serverNow(method: 'GET' | 'POST', shift?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (shift !== undefined) headers[TEST_CLOCK_SHIFT_HEADER] = shift;
    const response = await fetch(`${address}/now`, {
      method,
      headers: method === 'POST' ? headers : { ...headers, 'content-type': '' },
      ...(method === 'POST' ? { body: JSON.stringify({ answer: 'kept' }) } : {}),
    });
    return ((await response.json()) as { now: number }).now - Date.now();
  }

  it('moves the time by the header, forward or back, also after a body is parsed', async () => {
    for (const method of ['GET', 'POST'] as const) {
      expect(await serverNow(method, String(30 * DAY_MS))).toBeGreaterThan(29 * DAY_MS);
      expect(await serverNow(method, String(-400 * DAY_MS))).toBeLessThan(-399 * DAY_MS);
    }
  });

  it('keeps the system time without the header or with a shift that is not a number of days', async () => {
    for (const shift of [undefined, 'tomorrow', '1e30', '1.5']) {
      expect(Math.abs(await serverNow('POST', shift))).toBeLessThan(DAY_MS);
    }
  });

  it('gives each of several requests at once its own shift', async () => {
    const shifts = [1, -2, 3, -4].map((days) => days * DAY_MS);
    const seen = await Promise.all(shifts.map((ms) => serverNow('POST', String(ms))));
    seen.forEach((offset, index) => {
      expect(Math.abs(offset - (shifts[index] ?? 0))).toBeLessThan(DAY_MS / 2);
    });
  });
});
