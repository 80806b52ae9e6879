// Checks the boundaries of the server's modules and the web app's features:
// - a file outside a module (apps/server/src/modules/<name>) or a feature (apps/web/src/features/<name>),
//   its tests included, imports it only through its index.ts: a web feature never reaches into
//   another feature's files;
// - imports run downwards: the server's lib/, db/ and plugins/ never import a module, and the
//   web app's lib/ and components/ never import a feature or the app, nor does a feature import the app;
// - journeys (e2e/) never import the web app's files: what they share with it is in packages/;
// - only a table's owner writes it: every table in apps/server/src/db/schema has its owner declared
//   beside it (`satisfies TableOwners`), and a drizzle insert, update or delete on it, or raw SQL
//   writing it, comes from that module or lib file, or from code listed in WRITES_ANY_TABLE
//   (tests, demo seeding, migrations, backup) (lib/boundaries/table-writes.mjs);
// - no circle between the server's modules, tests left out (lib/boundaries/module-circles.mjs).
// Prints each violation as `file:line ...: <reason>` and exits non-zero.
//
//   node scripts/check-boundaries.mjs [root]    checks the repository, or the tree at root

import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkModuleCircles } from './lib/boundaries/module-circles.mjs';
import {
  isInside,
  REPO_ROOT,
  resolveSpecifier,
  sourceFilesUnder,
  specifiersOf,
  toPosix,
} from './lib/boundaries/sources.mjs';
import { checkTableWrites } from './lib/boundaries/table-writes.mjs';

export { specifiersOf };

/** The parts whose insides are private: `units` is the folder holding one folder per part. */
const AREAS = [
  { app: 'server', units: 'apps/server/src/modules', kind: 'module', indexSpec: '/index.js' },
  { app: 'web', units: 'apps/web/src/features', kind: 'feature', indexSpec: '' },
];

/** Folders that lie below the parts and so never import them (nor what stands above the parts). */
const LOWER_LAYERS = [
  {
    folder: 'apps/server/src/lib',
    above: ['apps/server/src/modules'],
    says: 'lib never imports a module',
  },
  {
    folder: 'apps/server/src/db',
    above: ['apps/server/src/modules'],
    says: 'db never imports a module',
  },
  {
    folder: 'apps/server/src/plugins',
    above: ['apps/server/src/modules'],
    says: 'plugins never import a module',
  },
  {
    folder: 'apps/web/src/lib',
    above: ['apps/web/src/features', 'apps/web/src/app'],
    says: 'lib never imports a feature or the app',
  },
  {
    folder: 'apps/web/src/components',
    above: ['apps/web/src/features', 'apps/web/src/app'],
    says: 'components never import a feature or the app',
  },
  {
    folder: 'apps/web/src/features',
    above: ['apps/web/src/app'],
    says: 'a feature never imports the app',
  },
  {
    folder: 'e2e',
    above: ['apps/web'],
    says: 'journeys use the web app through the browser; what they share with it is in packages/',
  },
];

/** Which part of an area a repository path lies in: `{ area, unit, rest }`, or null. */
function unitOf(path) {
  for (const area of AREAS) {
    if (!path.startsWith(`${area.units}/`)) continue;
    const [unit, ...rest] = path.slice(area.units.length + 1).split('/');
    if (rest.length === 0) return null; // a file beside the parts, not in one
    return { area, unit, rest: rest.join('/') };
  }
  return null;
}

function suggestion(file, target) {
  const folder = relative(dirname(file), `${target.area.units}/${target.unit}`);
  const spec = toPosix(folder.startsWith('.') ? folder : `./${folder}`);
  return `use ${spec}${target.area.indexSpec}`;
}

/** Every boundary broken in the repository at `root`, one `file:line ...: <reason>` each. */
export function checkBoundaries(root = REPO_ROOT) {
  return [...checkImports(root), ...checkTableWrites(root), ...checkModuleCircles(root)];
}

/** Every import crossing into a module's or feature's insides, or running upwards. */
function checkImports(root) {
  const files = ['apps', 'bench', 'e2e'].flatMap((folder) => sourceFilesUnder(root, folder)).sort();
  const violations = [];
  for (const file of files) {
    const from = unitOf(file);
    for (const { specifier, line } of specifiersOf(readFileSync(join(root, file), 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveSpecifier(root, file, specifier);
      const where = `${file}:${line} imports ${specifier}`;
      const layer = LOWER_LAYERS.find(
        (l) => isInside(file, l.folder) && l.above.some((above) => isInside(target, above)),
      );
      if (layer) {
        violations.push(`${where}: ${layer.says}`);
        continue;
      }
      const to = unitOf(target);
      if (!to) continue;
      const sameUnit = from && from.area === to.area && from.unit === to.unit;
      if (!sameUnit && to.rest !== 'index') violations.push(`${where}: ${suggestion(file, to)}`);
    }
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const violations = checkBoundaries(process.argv[2] ? resolve(process.argv[2]) : REPO_ROOT);
  for (const violation of violations) console.error(violation);
  if (violations.length === 0) {
    console.log(
      'Every module and feature is imported through its index, imports run downwards, only its owner writes a table and no modules import each other in a circle.',
    );
  } else {
    console.error(`${violations.length} boundary violation(s).`);
  }
  process.exitCode = violations.length === 0 ? 0 : 1;
}
