// What the boundary checks share: the repository's source files, the imports a file names and
// the repository path each relative import resolves to.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = dirname(dirname(dirname(dirname(fileURLToPath(import.meta.url)))));
export const ts = createRequire(join(REPO_ROOT, 'package.json'))('typescript');

const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'test-results', '.git']);
const RESOLVED_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

export const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

export const toPosix = (path) => path.split(sep).join('/');
export const isInside = (path, folder) => path === folder || path.startsWith(`${folder}/`);
export const withoutExtension = (path) => path.slice(0, path.length - extname(path).length);

/** The source files under `folder` (a repository path), as repository paths. */
export function sourceFilesUnder(root, folder, found = []) {
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

/** The 1-based line of each character position of `text`. */
export function lineFinder(text) {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') lineStarts.push(i + 1);
  return (position) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle] <= position) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
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
  const lineOf = lineFinder(text);
  return found
    .map(({ specifier, position }) => ({ specifier, line: lineOf(position) }))
    .sort((a, b) => a.line - b.line);
}

/** The repository path a relative specifier names, without its extension; a folder reads as its index. */
export function resolveSpecifier(root, file, specifier) {
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
