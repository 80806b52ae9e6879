import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Every refusal, whoever raises it (a route, the framework, Node's HTTP parser), answers JSON in
 * the `{detail, code, errors?}` shape with nothing of the server's insides. Sent over a real
 * socket, because Node's parser refuses some requests before `inject()` could reach them.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw HTTP and parses the answer's status line, headers and body. */
function rawRequest(text: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const status = Number(head.split(' ')[1]);
      const type = /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '';
      resolve({ status, type, body });
    });
  });
}

const get = (path: string, headers = '') =>
  rawRequest(`GET ${path} HTTP/1.1\r\nHost: x\r\n${headers}Connection: close\r\n\r\n`);

const post = (path: string, type: string, body: string) =>
  rawRequest(
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );

function expectShape(answer: { type: string; body: string }, code: string) {
  expect(answer.type).toMatch(/^application\/json/);
  const parsed = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(parsed).sort()).toEqual(['code', 'detail']);
  expect(parsed.code).toBe(code);
  expect(String(parsed.detail)).toMatch(/^[A-Z].*\.$/);
  expect(answer.body).not.toMatch(/FST_|statusCode|stack|\/work\/|node_modules|select /i);
}

describe('the error shape of refusals before any route runs', () => {
  it('a malformed percent-escape in the path', async () => {
    const answer = await get('/api/v2/accounts/users/%ZZ');
    expect(answer.status).toBe(400);
    expectShape(answer, 'bad_url');
  });

  it('an overlong path parameter', async () => {
    const answer = await get(`/api/v2/accounts/users/${'a'.repeat(150)}`);
    expect(answer.status).toBe(414);
    expectShape(answer, 'uri_too_long');
  });

  it('an overlong query and overlong headers', async () => {
    const query = await get(`/api/health?x=${'a'.repeat(20_000)}`);
    expect(query.status).toBe(431);
    expectShape(query, 'too_long');
    const header = await get('/api/health', `X-Big: ${'a'.repeat(20_000)}\r\n`);
    expect(header.status).toBe(431);
    expectShape(header, 'too_long');
  });

  it('a request Node cannot parse', async () => {
    const answer = await rawRequest('NONSENSE\r\n\r\n');
    expect(answer.status).toBe(400);
    expectShape(answer, 'bad_request');
  });

  it('malformed JSON, an empty JSON body, a text body and an overlong body', async () => {
    const broken = await post('/api/accounts/login', 'application/json', '{"email":');
    expect(broken.status).toBe(400);
    expectShape(broken, 'invalid_json');
    const empty = await post('/api/accounts/login', 'application/json', '');
    expect(empty.status).toBe(400);
    expectShape(empty, 'empty_body');
    const text = await post('/api/accounts/login', 'text/plain', 'hello');
    expect(text.status).toBe(415);
    expectShape(text, 'unsupported_media_type');
    const huge = await post(
      '/api/accounts/login',
      'application/json',
      `"${'x'.repeat(1_100_000)}"`,
    );
    expect(huge.status).toBe(413);
    expectShape(huge, 'payload_too_large');
  });

  it('an unknown route and a method the route does not have', async () => {
    const unknown = await get('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expectShape(unknown, 'not_found');
    const wrongMethod = await rawRequest(
      'DELETE /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(wrongMethod.status).toBe(404);
    expectShape(wrongMethod, 'not_found');
  });
});
