import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { SHUTTING_DOWN_DETAIL } from './draining.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('draining before shutdown', () => {
  it('answers new requests 503 in the error shape once draining starts', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    t.app.startDraining();
    const refused = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: SHUTTING_DOWN_DETAIL, code: 'shutting_down' });
    expect(refused.headers['retry-after']).toBe('5');
  });
});
