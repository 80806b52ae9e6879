// Checks the boundaries of the server's modules and the web app's features:
// - a file outside a module (apps/server/src/modules/<name>) or a feature (apps/web/src/features/<name>),
//   its tests included, imports it only through its index.ts;
// - imports run downwards: the server's lib/, db/ and plugins/ never import a module, and the
//   web app's lib/ and components/ never import a feature or the app, nor does a feature import the app;
// - journeys (e2e/) never import the web app's files: what they share with it is in packages/.
// Prints each violation as `file:line imports X: ...` and exits non-zero.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const ts = createRequire(join(REPO_ROOT, 'package.json'))('typescript');

const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'test-results', '.git']);
const RESOLVED_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

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

const toPosix = (path) => path.split(sep).join('/');
const isInside = (path, folder) => path === folder || path.startsWith(`${folder}/`);

function sourceFilesUnder(root, folder, found = []) {
  const absolute = join(root, folder);
  if (!existsSync(absolute)) return found;
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) sourceFilesUnder(root, join(folder, entry.name), found);
    } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      found.push(toPosix(join(folder, entry.name)));
    }
  }
  return found;
}

/** The module specifiers a file names, with their lines: imports, exports from, import(), vi.mock(). */
export function specifiersOf(text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const found = importedFiles.map((f) => ({ specifier: f.fileName, position: f.pos }));
  for (const match of text.matchAll(
    /\bvi\.(?:mock|doMock|importActual)\s*(?:<[^>]*>)?\(\s*(['"])([^'"]+)\1/g,
  )) {
    found.push({ specifier: match[2], position: match.index + match[0].indexOf(match[2]) });
  }
  const lineStarts = [0];
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (position) => {
    let line = 0;
    while (line + 1 < lineStarts.length && lineStarts[line + 1] <= position) line += 1;
    return line + 1;
  };
  return found
    .map(({ specifier, position }) => ({ specifier, line: lineOf(position) }))
    .sort((a, b) => a.line - b.line);
}

/** The repository path a relative specifier names, without its extension; a folder reads as its index. */
function resolveSpecifier(root, file, specifier) {
  const absolute = resolve(root, dirname(file), specifier);
  let path = toPosix(relative(root, absolute));
  const extension = extname(path);
  if (RESOLVED_EXTENSIONS.includes(extension)) path = path.slice(0, -extension.length);
  const isFolder =
    existsSync(absolute) &&
    statSync(absolute).isDirectory() &&
    !RESOLVED_EXTENSIONS.some((ext) => existsSync(`${absolute}${ext}`));
  return isFolder ? `${path}/index` : path;
}

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

/** Every boundary broken in the repository at `root`, one `file:line imports X: ...` each. */
export function checkBoundaries(root = REPO_ROOT) {
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
      'Every module and feature is imported through its index, and imports run downwards.',
    );
  } else {
    console.error(
      `${violations.length} import(s) cross a boundary: another module or feature is used through its index.ts only.`,
    );
  }
  process.exitCode = violations.length === 0 ? 0 : 1;
}
