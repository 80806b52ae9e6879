import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadKitLibrary } from './load-kit-library.js';
import { VALID_KIT } from './test-support.js';

it('reports a kit slug used by two folders', async () => {
  const root = await mkdtemp(join(tmpdir(), 'kit-library-'));
  try {
    await cp(VALID_KIT, join(root, 'a'), { recursive: true });
    await cp(VALID_KIT, join(root, 'b'), { recursive: true });
    const [first, second] = await loadKitLibrary(root);
    expect(first?.problems).toEqual([]);
    expect(second?.kit).toBeUndefined();
    expect(second?.problems).toMatchObject([
      { code: 'duplicate_slug', file: 'kit.yaml', path: 'slug' },
    ]);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
