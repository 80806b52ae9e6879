import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type ESTree, type Plugin, parseAst } from 'vite';

/** Where one name a package's index exports is defined: a file (or a package) and its name there. */
interface Origin {
  source: string;
  name: string;
}

/**
 * Reads a package index made only of `import { a as b } from './file'` lines and one
 * `export { b as c }` list (how Mantine's ESM indexes are generated): each exported name and the
 * file that defines it. A name the index makes in any other way is left out, and imports of it
 * stay on the index.
 */
export function originsOfIndex(indexFile: string): Map<string, Origin> {
  const program = parseAst(readFileSync(indexFile, 'utf8'));
  const imported = new Map<string, Origin>();
  const exported = new Map<string, Origin>();
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const from = String(statement.source.value);
      const source = from.startsWith('.') ? resolve(dirname(indexFile), from) : from;
      for (const specifier of statement.specifiers) {
        if (specifier.type !== 'ImportSpecifier') continue;
        imported.set(specifier.local.name, { source, name: nameOf(specifier.imported) });
      }
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.source) {
      for (const specifier of statement.specifiers) {
        const origin = imported.get(nameOf(specifier.local));
        if (origin) exported.set(nameOf(specifier.exported), origin);
      }
    }
  }
  return exported;
}

function nameOf(node: ESTree.IdentifierName | ESTree.IdentifierReference | ESTree.StringLiteral) {
  return node.type === 'Literal' ? node.value : node.name;
}

/** `import { a as b, c } from "file"` on one line, so the module's lines keep their numbers. */
function importLine(source: string, names: readonly { name: string; local: string }[]): string {
  const list = names.map(({ name, local }) => (name === local ? name : `${name} as ${local}`));
  return `import { ${list.join(', ')} } from ${JSON.stringify(source)};`;
}

/** The import declaration rewritten to import each name from where it is defined, or null to keep it. */
function directImportOf(
  declaration: ESTree.ImportDeclaration,
  origins: Map<string, Origin>,
): string | null {
  if (declaration.importKind === 'type' || declaration.specifiers.length === 0) return null;
  const bySource = new Map<string, { name: string; local: string }[]>();
  for (const specifier of declaration.specifiers) {
    if (specifier.type !== 'ImportSpecifier') return null;
    const origin = origins.get(nameOf(specifier.imported));
    const source = origin?.source ?? String(declaration.source.value);
    const name = origin?.name ?? nameOf(specifier.imported);
    bySource.set(source, [...(bySource.get(source) ?? []), { name, local: specifier.local.name }]);
  }
  return [...bySource].map(([source, names]) => importLine(source, names)).join(' ');
}

/**
 * Imports of the given packages' indexes go straight to the files defining the names imported,
 * in our sources and in the packages' own modules.
 *
 * Why: the bundler places a module by which entries reach it through imports, and reaching a
 * package's index reaches every module it re-exports. Sign-in imports Mantine's index for a
 * button and a text field, so every Mantine component some page uses (the menus, drawers and
 * popovers of the signed-in shell) was reached from the first script too, and went into it.
 */
export function directImports(packages: readonly string[]): Plugin {
  // Each index as the bundler resolves it (its ESM file), read once.
  const originsByIndex = new Map<string, Map<string, Origin>>();
  const originsOf = (indexFile: string) => {
    let origins = originsByIndex.get(indexFile);
    if (!origins) {
      origins = originsOfIndex(indexFile);
      // An index of another form would leave every import on it, quietly undoing the split.
      if (origins.size === 0) throw new Error(`${indexFile} re-exports nothing this plugin reads`);
      originsByIndex.set(indexFile, origins);
    }
    return origins;
  };
  return {
    name: 'kitlab-direct-imports',
    apply: 'build',
    transform: {
      filter: { code: new RegExp(packages.map((name) => `["']${name}["']`).join('|')) },
      async handler(code, id) {
        if (!/\.[cm]?[jt]sx?$/.test(id)) return null;
        const program = parseAst(code, { lang: 'tsx' });
        const edits: { start: number; end: number; text: string }[] = [];
        for (const statement of program.body) {
          if (statement.type !== 'ImportDeclaration') continue;
          const from = String(statement.source.value);
          if (!packages.includes(from)) continue;
          const index = await this.resolve(from, id);
          if (!index || index.external) continue;
          const text = directImportOf(statement, originsOf(index.id));
          if (text) edits.push({ start: statement.start, end: statement.end, text });
        }
        if (edits.length === 0) return null;
        let rewritten = code;
        for (const { start, end, text } of edits.reverse()) {
          rewritten = rewritten.slice(0, start) + text + rewritten.slice(end);
        }
        return { code: rewritten, map: null };
      },
    },
  };
}
