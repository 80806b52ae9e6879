import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBoundaries, specifiersOf } from './check-boundaries.mjs';

let root;

function write(path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  write('apps/server/src/modules/kits/index.ts', "export { readKit } from './kit-reader.js';\n");
  write('apps/server/src/modules/kits/kit-reader.ts', 'export const readKit = () => 1;\n');
  write('apps/web/src/features/kits/index.ts', "export { KitCard } from './kit-card';\n");
  write('apps/web/src/features/kits/kit-card.tsx', 'export const KitCard = () => null;\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('checkBoundaries', () => {
  it("reports a test of one module that imports another module's internal file", () => {
    write(
      'apps/server/src/modules/activities/player.test.ts',
      "import { it } from 'vitest';\nimport { readKit } from '../kits/kit-reader.js';\n",
    );
    expect(checkBoundaries(root)).toEqual([
      'apps/server/src/modules/activities/player.test.ts:2 imports ../kits/kit-reader.js: use ../kits/index.js',
    ]);
  });

  it('lets a module use another through its index, and its own files directly', () => {
    write(
      'apps/server/src/modules/activities/player.test.ts',
      "import { readKit } from '../kits/index.js';\nimport { play } from './player.js';\n",
    );
    write(
      'apps/server/src/modules/kits/kit-reader.test.ts',
      "import { readKit } from './kit-reader.js';\n",
    );
    expect(checkBoundaries(root)).toEqual([]);
  });

  it('holds the app, test helpers and benchmarks to the index too', () => {
    write('apps/server/src/app.ts', "import { readKit } from './modules/kits/kit-reader.js';\n");
    write('bench/demo.ts', "export * from '../apps/server/src/modules/kits/index.js';\n");
    expect(checkBoundaries(root)).toEqual([
      'apps/server/src/app.ts:1 imports ./modules/kits/kit-reader.js: use ./modules/kits/index.js',
    ]);
  });

  it("reports a journey importing the web app's files", () => {
    write(
      'e2e/support/dates.ts',
      "export { formatDate } from '../../apps/web/src/features/kits/kit-card';\n",
    );
    expect(checkBoundaries(root)).toEqual([
      'e2e/support/dates.ts:1 imports ../../apps/web/src/features/kits/kit-card: journeys use the web app through the browser; what they share with it is in packages/',
    ]);
  });

  it("reports a web feature reaching into another's folder, not one using its index", () => {
    write(
      'apps/web/src/features/activities/pages/player-page.tsx',
      "import { KitCard } from '../../kits/kit-card';\nimport { KitCard as Card } from '../../kits';\n",
    );
    expect(checkBoundaries(root)).toEqual([
      'apps/web/src/features/activities/pages/player-page.tsx:1 imports ../../kits/kit-card: use ../../kits',
    ]);
  });

  it('keeps imports running downwards: lib and db never import a module or a feature', () => {
    write('apps/server/src/db/seed.ts', "import { readKit } from '../modules/kits/index.js';\n");
    write('apps/web/src/lib/links.ts', "import { KitCard } from '../features/kits';\n");
    write('apps/web/src/features/kits/routes.tsx', "import type { X } from '../../app/routes';\n");
    expect(checkBoundaries(root)).toEqual([
      'apps/server/src/db/seed.ts:1 imports ../modules/kits/index.js: db never imports a module',
      'apps/web/src/features/kits/routes.tsx:1 imports ../../app/routes: a feature never imports the app',
      'apps/web/src/lib/links.ts:1 imports ../features/kits: lib never imports a feature or the app',
    ]);
  });
});

describe('specifiersOf', () => {
  it('reads imports, exports from, import() and vi.mock() with their lines', () => {
    const text = [
      "import type { A } from './a.js';",
      'import {',
      '  B,',
      "} from './b.js';",
      "export { C } from './c.js';",
      "const d = await import('./d.js');",
      "vi.mock('./e.js', () => ({}));",
    ].join('\n');
    expect(specifiersOf(text)).toEqual([
      { specifier: './a.js', line: 1 },
      { specifier: './b.js', line: 4 },
      { specifier: './c.js', line: 5 },
      { specifier: './d.js', line: 6 },
      { specifier: './e.js', line: 7 },
    ]);
  });
});
