import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { live } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOn } from '../test/api-caller.js';
import { openSse } from '../test/sse-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { OPENAPI_PATH } from './openapi-document.js';

let t: TestApp;
let base: string;
let plainDocument: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  plainDocument = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).body;
});
afterAll(() => t.close());

const getDocument = (acceptEncoding: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: OPENAPI_PATH, headers: { 'accept-encoding': acceptEncoding } });

describe('compressing API answers', () => {
  it('sends an answer over a kilobyte in brotli when the browser takes it, varying by encoding', async () => {
    const answer = await getDocument('gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(plainDocument);
    expect(answer.rawPayload.length).toBeLessThan(plainDocument.length / 4);
  });

  it('sends it in gzip to a browser that takes only gzip', async () => {
    const answer = await getDocument('gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.rawPayload).toString()).toBe(plainDocument);
  });

  it('sends it as it is for an encoding it does not know, or none', async () => {
    for (const acceptEncoding of ['compress', 'identity', '']) {
      const answer = await getDocument(acceptEncoding);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toBe(plainDocument);
    }
  });

  it('leaves small answers as they are', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD without a body', async () => {
    const answer = await getDocument('br, gzip', 'HEAD');
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.length).toBe(0);
  });

  it('sends the live stream event by event, never compressed', async () => {
    const school = await t.make.school(await t.make.district());
    const token = await t.signIn((await t.make.user({ type: 'S', organisation: school })).email);
    const { ticket } = await callerOn(t.app, token).call(live.createTicket);
    const stream = await openSse(
      `${base}${live.LIVE_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`,
      { 'accept-encoding': 'br, gzip' },
    );
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-encoding']).toBeUndefined();
    } finally {
      stream.close();
    }
  });
});
