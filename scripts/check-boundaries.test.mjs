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

const SCHEMA_FILE = 'apps/server/src/db/schema/answers.ts';

/** A schema file with two tables, answers owned by activities and rate limits by a lib file. */
function writeSchema(owners = "  activities: [answers],\n  'lib/rate-limiter': [rateLimits],\n") {
  write(
    SCHEMA_FILE,
    [
      "import { integer, pgTable } from 'drizzle-orm/pg-core';",
      "import type { TableOwners } from './table-owners.js';",
      '',
      "export const answers = pgTable('answers', { id: integer('id') });",
      "export const rateLimits = pgTable('rate_limit_events', { id: integer('id') });",
      '',
      `export const answerTableOwners = {\n${owners}} satisfies TableOwners;`,
      '',
    ].join('\n'),
  );
  write('apps/server/src/db/schema/index.ts', "export * from './answers.js';\n");
  write('apps/server/src/modules/activities/index.ts', 'export {};\n');
  write('apps/server/src/lib/rate-limiter.ts', 'export {};\n');
}

describe('checkBoundaries: only its owner writes a table', () => {
  it('lets the owners write, and tests, demo seeding and backup write anything', () => {
    writeSchema();
    write(
      'apps/server/src/modules/activities/answers.repository.ts',
      "import { answers } from '../../db/schema/index.js';\nawait db.insert(answers).values({});\n",
    );
    write(
      'apps/server/src/lib/rate-limiter.ts',
      "import { rateLimits } from '../db/schema/index.js';\nawait db.delete(rateLimits);\n",
    );
    const writesAnswers =
      "import { answers } from '../../db/schema/index.js';\nawait db.update(answers).set({});\n";
    write('apps/server/src/modules/kits/kit-reader.test.ts', writesAnswers);
    write('apps/server/src/demo/district.ts', writesAnswers.replace('../../', '../'));
    write('apps/server/src/modules/backup/restore.ts', writesAnswers);
    expect(checkBoundaries(root)).toEqual([]);
  });

  it('reports a write by another module or by lib, however the table is imported or named', () => {
    writeSchema();
    write(
      'apps/server/src/modules/kits/kit-writer.ts',
      [
        "import { answers as answerRows } from '../../db/schema/index.js';",
        "import * as schema from '../../db/schema/answers.js';",
        'await db.insert(answerRows).values({});',
        'await tx.update(schema.answers).set({});',
        `await db.execute(sql\`insert into \${answerRows} (id) values (1)\`);`,
        'await db.execute(sql`delete from answers where id = 1 for update skip locked`);',
        "await client.query('update answers set id = 2');",
      ].join('\n'),
    );
    write(
      'apps/server/src/lib/mail.ts',
      "import { answers } from '../db/schema/index.js';\nawait db.delete(answers);\n",
    );
    const owner = `only its owner, the activities module, writes it (${SCHEMA_FILE})`;
    expect(checkBoundaries(root)).toEqual([
      `apps/server/src/lib/mail.ts:2 deletes from answers: ${owner}`,
      `apps/server/src/modules/kits/kit-writer.ts:3 inserts into answers: ${owner}`,
      `apps/server/src/modules/kits/kit-writer.ts:4 updates answers: ${owner}`,
      `apps/server/src/modules/kits/kit-writer.ts:5 inserts into answers: ${owner}`,
      `apps/server/src/modules/kits/kit-writer.ts:6 deletes from answers: ${owner}`,
      `apps/server/src/modules/kits/kit-writer.ts:7 updates answers: ${owner}`,
    ]);
  });

  it('reports a module writing a table a lib file owns', () => {
    writeSchema();
    write(
      'apps/server/src/modules/kits/limits.ts',
      "import { rateLimits } from '../../db/schema/index.js';\nawait db.insert(rateLimits);\n",
    );
    expect(checkBoundaries(root)).toEqual([
      `apps/server/src/modules/kits/limits.ts:2 inserts into rate_limit_events: only its owner, lib/rate-limiter, writes it (${SCHEMA_FILE})`,
    ]);
  });

  it('reports a table without an owner, and an owner or a table that does not exist', () => {
    writeSchema('  activites: [answers],\n  activities: [answer],\n');
    expect(checkBoundaries(root)).toEqual([
      `${SCHEMA_FILE}:8 names owner activites, but apps/server/src/modules/activites does not exist`,
      `${SCHEMA_FILE}:9 gives answer to activities: this file defines no such table`,
      `${SCHEMA_FILE}:5 defines table rate_limit_events without an owner: name its writer in the file's TableOwners`,
    ]);
  });
});

describe('checkBoundaries: no circle between modules', () => {
  it('reports each import of a circle, through indexes and longer ones included', () => {
    write(
      'apps/server/src/modules/kits/kit-reader.ts',
      "import { play } from '../activities/index.js';\n",
    );
    write('apps/server/src/modules/activities/index.ts', "export * from './player.js';\n");
    write(
      'apps/server/src/modules/activities/player.ts',
      "import { mark } from '../review/index.js';\n",
    );
    write(
      'apps/server/src/modules/review/index.ts',
      "export { readKit } from '../kits/index.js';\n",
    );
    const circle = 'modules import each other in a circle, activities → review → kits → activities';
    expect(checkBoundaries(root)).toEqual([
      `apps/server/src/modules/activities/player.ts:1 imports ../review/index.js: ${circle}`,
      `apps/server/src/modules/review/index.ts:1 imports ../kits/index.js: ${circle}`,
      `apps/server/src/modules/kits/kit-reader.ts:1 imports ../activities/index.js: ${circle}`,
    ]);
  });

  it('leaves tests out: a test may use a module that depends on its own', () => {
    write(
      'apps/server/src/modules/activities/index.ts',
      "export { readKit } from '../kits/index.js';\n",
    );
    write(
      'apps/server/src/modules/kits/kit-reader.test.ts',
      "import { readKit } from '../activities/index.js';\n",
    );
    expect(checkBoundaries(root)).toEqual([]);
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
