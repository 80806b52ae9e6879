import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../contract-tests/contract-calls.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { renderSchema } from './api-docs-html.js';
import { whoMayCall } from './calls.js';
import { DOCS_PAGE_PATH } from './openapi-document.js';

let t: TestApp;
let page: string;
let headers: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.app.inject({ method: 'GET', url: DOCS_PAGE_PATH });
  expect(answer.statusCode).toBe(200);
  page = answer.body;
  headers = answer.headers;
});
afterAll(() => t.close());

/** The HTML of one call's section, found by its method and path. */
function sectionOf(method: string, path: string): string {
  const heading = `${method}</span> <code>/api${path.replaceAll('&', '&amp;')}</code>`;
  const start = page.indexOf(heading);
  return start < 0 ? '' : page.slice(start, page.indexOf('</section>', start));
}

describe('the API docs page', () => {
  it('is an HTML page without scripts, under the site-wide content policy', () => {
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).not.toContain('<script');
  });

  it('shows every call of the contract with its summary and who may make it', () => {
    expect(CALLS.length).toBeGreaterThan(80);
    for (const { name, call } of CALLS) {
      const section = sectionOf(call.method, call.path);
      expect(section, `${name} is on the page`).not.toBe('');
      expect(section).toContain(whoMayCall(call.roles).replaceAll("'", '&#39;'));
    }
  });

  it("lists a call's path parts, query and body fields with their limits", () => {
    const save = sectionOf('POST', '/v1/contents/answers/{id}/answer/');
    expect(save).toContain('<h4>Path</h4><ul><li><code>id</code>: integer');
    expect(save).toContain(
      '<code>text</code>: string <span class="notes">(optional; at most 5000 characters; may be null)',
    );
    expect(save).toContain('For students.');
    const users = sectionOf('GET', '/v2/accounts/users/');
    expect(users).toContain('<h4>Query</h4>');
    expect(users).toContain('<code>per_page</code>');
  });

  it('links only to anchors that exist on the page', () => {
    const ids = new Set([...page.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id));
    const targets = [...page.matchAll(/href="#([^"]+)"/g)].map(([, id]) => id);
    expect(targets.length).toBeGreaterThan(CALLS.length);
    expect(targets.filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('renderSchema', () => {
  it('spells out nested fields, choices and escapes what it quotes', () => {
    const html = renderSchema({
      type: 'object',
      required: ['kind'],
      properties: {
        kind: { type: 'string', enum: ['<a>', 'b'] },
        items: {
          type: 'array',
          maxItems: 3,
          items: { type: 'object', properties: { n: { type: 'integer', minimum: 1 } } },
        },
        either: { anyOf: [{ type: 'string' }, { $ref: '#/components/schemas/Error' }] },
      },
    });
    expect(html).toContain(
      '<code>kind</code>: string <span class="notes">(required; one of <code>&quot;&lt;a&gt;&quot;</code>, <code>&quot;b&quot;</code>)',
    );
    expect(html).toContain(
      '<code>items</code>: list of object <span class="notes">(optional; at most 3 items)</span><ul><li><code>n</code>: integer',
    );
    expect(html).toContain('<li>string</li><li><a href="#schema-Error">Error</a></li>');
  });
});
