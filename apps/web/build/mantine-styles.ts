import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { type ESTree, type Plugin, parseAst } from 'vite';
import { originsOfIndex } from './direct-imports';

/** The style sheet main.tsx imports in place of `@mantine/core/styles.css`. */
export const MANTINE_CORE_STYLES = 'virtual:mantine-core.css';
const RESOLVED = `\0${MANTINE_CORE_STYLES}`;

/** Mantine's own rules every page needs, whichever components it draws (Mantine's docs). */
const GLOBAL_SHEETS = ['baseline.css', 'default-css-variables.css', 'global.css'];

/** A Mantine class name as its components and style sheets spell it. */
export const MANTINE_CLASS = /\bm_[0-9a-f]{6,8}\b/g;

/** Mantine's packages with components (and so class names); `@mantine/hooks` has none. */
const WITH_COMPONENTS = [
  '@mantine/core',
  '@mantine/dates',
  '@mantine/charts',
  '@mantine/notifications',
];

const require = createRequire(import.meta.url);

/** A package's folder, found by the style sheet each of Mantine's component packages exports. */
const folderOf = (pkg: string) => dirname(require.resolve(`${pkg}/styles.css`));

/** A package's ESM index, as the bundler resolves its imports. */
const indexOfPackage = (pkg: string) => join(folderOf(pkg), 'esm', 'index.mjs');

const coreStylesDir = () => join(folderOf('@mantine/core'), 'styles');

/** Mantine's whole core sheet, beside its folder of per-component sheets. */
const wholeSheetBeside = (stylesDir: string) =>
  readFileSync(join(dirname(stylesDir), 'styles.css'), 'utf8');

/** The names a module imports from each module or package, by what its import says. */
function importsOf(program: ESTree.Program): { from: string; names: string[] | null }[] {
  const found: { from: string; names: string[] | null }[] = [];
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration' && statement.importKind !== 'type') {
      const named = statement.specifiers.every((s) => s.type === 'ImportSpecifier');
      const names = named
        ? statement.specifiers.flatMap((s) =>
            s.type === 'ImportSpecifier' && s.importKind !== 'type'
              ? [s.imported.type === 'Literal' ? s.imported.value : s.imported.name]
              : [],
          )
        : null;
      found.push({ from: String(statement.source.value), names });
    } else if (
      (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') &&
      statement.source
    ) {
      found.push({ from: String(statement.source.value), names: null });
    }
  }
  return found;
}

/**
 * Every Mantine class name the modules reachable from `entries` can put on the page: the entries'
 * imports of Mantine's packages are followed, name by name through each package's index, to the
 * files defining them and on through those files' own imports; the class maps
 * (`*.module.mjs`) of the files reached hold the names. A whole-package import (`import *`)
 * reaches every file its index names.
 */
export function mantineClassesReached(entries: readonly string[]): Set<string> {
  const classes = new Set<string>();
  const seen = new Set<string>();
  const origins = new Map<string, ReturnType<typeof originsOfIndex>>();
  const queue: string[] = [];

  const originsOf = (pkg: string) => {
    let known = origins.get(pkg);
    if (!known) {
      known = originsOfIndex(indexOfPackage(pkg));
      origins.set(pkg, known);
    }
    return known;
  };
  const reach = (file: string) => {
    if (!seen.has(file)) {
      seen.add(file);
      queue.push(file);
    }
  };
  const follow = (file: string, from: string, names: string[] | null) => {
    if (from.startsWith('.')) {
      if (file.includes('@mantine')) reach(resolve(dirname(file), from));
      return;
    }
    if (!WITH_COMPONENTS.includes(from)) return;
    const packageOrigins = originsOf(from);
    const wanted = names ?? [...packageOrigins.keys()];
    for (const name of wanted) {
      const origin = packageOrigins.get(name);
      if (origin?.source.startsWith('/')) reach(origin.source);
      else if (origin) follow(file, origin.source, [origin.name]);
    }
  };

  for (const entry of entries) {
    const program = parseAst(readFileSync(entry, 'utf8'), { lang: 'tsx' });
    for (const { from, names } of importsOf(program)) follow(entry, from, names);
  }
  for (let file = queue.shift(); file; file = queue.shift()) {
    const code = readFileSync(file, 'utf8');
    if (file.endsWith('.module.mjs')) {
      for (const name of code.match(MANTINE_CLASS) ?? []) classes.add(name);
      continue;
    }
    for (const { from, names } of importsOf(parseAst(code))) follow(file, from, names);
  }
  return classes;
}

/**
 * Mantine's core style sheet with only the rules of components whose classes are in `classes`:
 * its per-component sheets holding any of them, after its global sheets, in the order its whole
 * sheet (`styles.css`) has them, so that rules of equal weight override each other as there.
 */
export function coreStylesFor(classes: ReadonlySet<string>, stylesDir = coreStylesDir()): string {
  const whole = wholeSheetBeside(stylesDir);
  const sheets = readdirSync(stylesDir)
    .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
    .map((name) => ({ name, css: readFileSync(join(stylesDir, name), 'utf8') }));
  const chosen = sheets.filter(
    ({ name, css }) =>
      GLOBAL_SHEETS.includes(name) || (css.match(MANTINE_CLASS) ?? []).some((c) => classes.has(c)),
  );
  const placed = chosen.map((sheet) => {
    const at = whole.indexOf(sheet.css.trim().slice(0, 200));
    if (at < 0) throw new Error(`@mantine/core/styles/${sheet.name} is not part of styles.css`);
    return { ...sheet, at };
  });
  return placed
    .sort((a, b) => a.at - b.at)
    .map((sheet) => sheet.css)
    .join('\n');
}

/** The web app's own modules (tests left out), whose imports of Mantine decide its styles. */
function ownModules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(dir, name));
}

/**
 * `virtual:mantine-core.css`: Mantine's core style sheet with the rules of the components the
 * app can draw, not all of them. Why: the whole sheet (about 250 KB) blocks the first paint and
 * makes every style recalculation match thousands of rules the app never uses; on a phone that
 * was a long task of its own. The development server serves the whole sheet.
 */
export function mantineStylesInUse(sourceDir: string): Plugin {
  let building = false;
  return {
    name: 'kitlab:mantine-styles',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === MANTINE_CORE_STYLES ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      if (!building) return wholeSheetBeside(coreStylesDir());
      return coreStylesFor(mantineClassesReached(ownModules(sourceDir)));
    },
  };
}
