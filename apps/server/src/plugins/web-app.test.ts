import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let webDist: string;
const APP_SCRIPT = `console.log(${JSON.stringify('Kitlab '.repeat(400))});`;

/** A text file of the build with the brotli and gzip copies the build writes beside it. */
function writeWithCopies(path: string, content: string): void {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'kitlab-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeWithCopies(
    join(webDist, 'index.html'),
    '<!doctype html><title>Kitlab</title><div id="root"></div>',
  );
  writeWithCopies(join(webDist, 'assets', 'index-abcd.js'), APP_SCRIPT);
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  writeFileSync(join(webDist, 'sw.js'), "self.addEventListener('push', () => {});");
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers a deep link with the app page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/reports/AdminReport?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers HEAD of a deep link like GET, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/my-library' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('');
  });

  it('serves robots.txt as a file', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('User-agent');
  });

  it('lets hashed assets be cached for a year and the page never', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('serves the push service worker at the root, never cached, under a CSP that lets it run', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    // A cached worker would keep an old push handler; the browser checks it on every visit.
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it('keeps JSON 404s for unknown API paths and other methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/unknown'],
      ['GET', '/api'],
      ['POST', '/dashboard'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });
});

describe('sending the web app compressed', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends the brotli copy of a hashed asset to a browser that takes it, cached for a year', async () => {
    const asset = await get('/assets/index-abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers.vary).toMatch(/accept-encoding/i);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(APP_SCRIPT);
  });

  it('sends the gzip copy to a browser that takes only gzip', async () => {
    const asset = await get('/assets/index-abcd.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['content-type']).toContain('javascript');
  });

  it('sends the file as it is for an encoding it does not know, or none', async () => {
    for (const headers of [{ 'accept-encoding': 'compress' }, {}] as Record<string, string>[]) {
      const asset = await get('/assets/index-abcd.js', headers);
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBeUndefined();
      expect(asset.body).toBe(APP_SCRIPT);
    }
  });

  it('sends the app page of a deep link compressed and revalidated', async () => {
    const page = await get('/dashboard', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
  });

  it('answers a revalidation of an unchanged asset 304 without a body', async () => {
    const first = await get('/assets/index-abcd.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/index-abcd.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers HEAD of an asset with its headers and no body', async () => {
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/assets/index-abcd.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });
});
