import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { kits } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOn } from '../../test/api-caller.js';
import { first } from '../../test/first.js';
import { createKitsWorld, type KitsWorld } from '../../test/kits-world.js';
import { demoKitsFolder } from './import/demo-kits.js';

let w: KitsWorld;
let cover: string;

beforeAll(async () => {
  w = await createKitsWorld();
  const teacher = await w.t.signIn(w.world.teacher.email);
  const library = await callerOn(w.t.app, teacher).call(kits.listTeacherLibrary, {
    body: {
      search: 'states of matter',
    },
  });
  cover = first(library.results).cover.file;
});
afterAll(() => w.close());

describe('kit media', () => {
  it('serves an SVG with its type, nosniff, a sandboxing policy and a long cache', async () => {
    const response = await w.t.app.inject({ method: 'GET', url: cover });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const original = await readFile(join(demoKitsFolder(), 'states-of-matter', 'cover.svg'));
    expect(response.rawPayload.equals(original)).toBe(true);
  });

  it('answers 404 for an unknown file, another kit’s file, or a malformed address', async () => {
    const [, , , , kitToken, name] = cover.split('/');
    const otherKit = w.kit('forces-and-motion').kitToken;
    for (const url of [
      `/api/kits/media/${kitToken}/${'0'.repeat(64)}.svg`,
      `/api/kits/media/${otherKit}/${name}`,
      `/api/kits/media/not-a-token/${name}`,
      `/api/kits/media/${kitToken}/..%2F..%2Fetc%2Fpasswd`,
    ]) {
      const response = await w.t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: 'No such file.', code: 'not_found' });
    }
  });

  it('answers 404, never a failure, for a path part no stored file could have', async () => {
    const [, , , , kitToken, name = ''] = cover.split('/');
    const hash = name.slice(0, 64);
    for (const url of [
      `/api/kits/media/${kitToken}/${hash}.exe`,
      `/api/kits/media/${kitToken}/${hash.toUpperCase()}.svg`,
      `/api/kits/media/${kitToken}/${hash.slice(1)}.svg`,
      `/api/kits/media/${kitToken}x/${name}`,
      `/api/kits/media/${'9'.repeat(90)}/${name}`,
      `/api/kits/media/%20/${name}`,
    ]) {
      const response = await w.t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: 'No such file.', code: 'not_found' });
    }
  });
});
