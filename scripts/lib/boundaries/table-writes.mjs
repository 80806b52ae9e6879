// Only a table's owner writes it. The owners are declared beside the schema: each file in
// apps/server/src/db/schema exports one `{ owner: [tables] } satisfies TableOwners`, where an owner
// is a module's folder under src/modules or an infrastructure file or folder under src/lib.
// A write is a drizzle `.insert(t)`, `.update(t)` or `.delete(t)` on a table's exported identifier
// (imported by name, renamed or through a namespace) or raw SQL (`insert into`, `update`,
// `delete from`) naming the table, by `${t}` or by its SQL name.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isInside,
  resolveSpecifier,
  sourceFilesUnder,
  TEST_FILE,
  ts,
  withoutExtension,
} from './sources.mjs';

const SERVER = 'apps/server/src';
const SCHEMA = `${SERVER}/db/schema`;
const MODULES = `${SERVER}/modules`;

/** Code that may write any table, and why. Everything else writes only the tables it owns. */
export const WRITES_ANY_TABLE = [
  { test: (file) => TEST_FILE.test(file), reason: 'a test arranges the rows it needs' },
  { folder: `${SERVER}/test`, reason: 'test support builds rows for the tests' },
  {
    folder: `${SERVER}/contract-tests`,
    reason: 'the contract tests build the world each call meets',
  },
  { folder: `${SERVER}/demo`, reason: 'the demo seeding fills a whole district' },
  {
    folder: `${SERVER}/db/seed`,
    reason: 'the grades and subjects the demo and the tests start from',
  },
  { folder: 'apps/server/drizzle', reason: 'migrations change tables and their rows' },
  { folder: `${MODULES}/backup`, reason: 'restoring a backup writes every table' },
];

const WRITE_CALLS = { insert: 'inserts into', update: 'updates', delete: 'deletes from' };
const RAW_WRITE =
  /\b(insert\s+into|update|delete\s+from)\s+(?:\$\{\s*([\w$.]+)\s*\}|"?([a-z_][a-z0-9_]*)"?)/gi;

const lineOf = (source, position) => source.getLineAndCharacterOfPosition(position).line + 1;
const parse = (root, file) =>
  ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
const mayWriteAnything = (file) =>
  WRITES_ANY_TABLE.some((entry) => (entry.test ? entry.test(file) : isInside(file, entry.folder)));

/** Where an owner's code lives: a module's folder, or a file or folder in src/lib. */
const ownerPath = (owner) => (owner.includes('/') ? `${SERVER}/${owner}` : `${MODULES}/${owner}`);

function ownerExists(root, owner) {
  const path = join(root, ownerPath(owner));
  return [path, `${path}.ts`].some((candidate) => existsSync(candidate));
}

function owns(owner, file) {
  const path = ownerPath(owner);
  return isInside(file, path) || withoutExtension(file) === path;
}

const describeOwner = (owner) => (owner.includes('/') ? owner : `the ${owner} module`);

/** A schema file's tables (`{ name, sql, line }`) and its owners (`{ owner, tables, line }`). */
function schemaDeclarations(source) {
  const tables = [];
  const owners = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      const name = declaration.name.getText(source);
      if (value && ts.isCallExpression(value) && value.expression.getText(source) === 'pgTable') {
        const [sqlName] = value.arguments;
        tables.push({
          name,
          sql: sqlName?.text ?? name,
          line: lineOf(source, declaration.getStart()),
        });
      }
      const declared =
        value &&
        ts.isSatisfiesExpression(value) &&
        value.type.getText(source) === 'TableOwners' &&
        ts.isObjectLiteralExpression(value.expression);
      if (!declared) continue;
      for (const property of value.expression.properties) {
        const list = ts.isPropertyAssignment(property) ? property.initializer : undefined;
        owners.push({
          owner: property.name.text ?? property.name.getText(source),
          tables:
            list && ts.isArrayLiteralExpression(list)
              ? list.elements.map((e) => e.getText(source))
              : [],
          line: lineOf(source, property.getStart()),
        });
      }
    }
  }
  return { tables, owners };
}

/** Every table by its exported name, with its owner; and what is wrong with the declarations. */
export function readTableOwners(root) {
  const byName = new Map();
  const violations = [];
  const schemaFiles = sourceFilesUnder(root, SCHEMA).filter((file) => !TEST_FILE.test(file));
  for (const file of schemaFiles.sort()) {
    const { tables, owners } = schemaDeclarations(parse(root, file));
    const ownerOf = new Map();
    for (const { owner, tables: owned, line } of owners) {
      if (!ownerExists(root, owner)) {
        violations.push(
          `${file}:${line} names owner ${owner}, but ${ownerPath(owner)} does not exist`,
        );
      }
      for (const name of owned) {
        if (!tables.some((table) => table.name === name)) {
          violations.push(
            `${file}:${line} gives ${name} to ${owner}: this file defines no such table`,
          );
        } else if (ownerOf.has(name)) {
          violations.push(`${file}:${line} gives ${name} a second owner: a table has one owner`);
        } else ownerOf.set(name, owner);
      }
    }
    for (const table of tables) {
      const owner = ownerOf.get(table.name);
      if (!owner) {
        violations.push(
          `${file}:${table.line} defines table ${table.sql} without an owner: name its writer in the file's TableOwners`,
        );
      }
      byName.set(table.name, { ...table, owner, file });
    }
  }
  return { byName, violations };
}

/** How a file names tables: identifiers bound to a table, and namespaces holding the schema. */
function tableBindings(root, file, source, tables) {
  const named = new Map();
  const namespaces = new Set();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.') || !isInside(resolveSpecifier(root, file, specifier), SCHEMA)) {
      continue;
    }
    const bindings = statement.importClause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    for (const element of bindings && ts.isNamedImports(bindings) ? bindings.elements : []) {
      const imported = (element.propertyName ?? element.name).text;
      if (tables.has(imported)) named.set(element.name.text, tables.get(imported));
    }
  }
  return (expression) => {
    const [first, second, ...rest] = expression.split('.');
    if (second === undefined) return named.get(first);
    return namespaces.has(first) && rest.length === 0 ? tables.get(second) : undefined;
  };
}

const unwrapped = (node) =>
  ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node)
    ? unwrapped(node.expression)
    : node;

/** The tables a file writes: `{ table, verb, line }` for each drizzle call or raw SQL write. */
function writesIn(root, file, tables, tablesBySql) {
  const source = parse(root, file);
  const tableNamed = tableBindings(root, file, source, tables);
  const writes = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      Object.hasOwn(WRITE_CALLS, node.expression.name.text) &&
      node.arguments.length > 0
    ) {
      const table = tableNamed(unwrapped(node.arguments[0]).getText(source));
      const verb = WRITE_CALLS[node.expression.name.text];
      if (table)
        writes.push({ table, verb, line: lineOf(source, node.expression.name.getStart()) });
    }
    if (
      ts.isTemplateExpression(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isStringLiteral(node)
    ) {
      const text = node.getText(source);
      for (const match of text.matchAll(RAW_WRITE)) {
        const table = match[2] ? tableNamed(match[2]) : tablesBySql.get(match[3].toLowerCase());
        const verb = match[1].toLowerCase().split(/\s+/)[0];
        const line = lineOf(source, node.getStart() + match.index);
        if (table) writes.push({ table, verb: WRITE_CALLS[verb], line });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return writes;
}

/** Every table written by another than its owner, and every table without one. */
export function checkTableWrites(root) {
  const { byName, violations } = readTableOwners(root);
  if (byName.size === 0) return violations;
  const bySql = new Map([...byName.values()].map((table) => [table.sql, table]));
  const files = sourceFilesUnder(root, SERVER)
    .filter((file) => !isInside(file, SCHEMA) && !mayWriteAnything(file))
    .sort();
  for (const file of files) {
    for (const { table, verb, line } of writesIn(root, file, byName, bySql)) {
      if (!table.owner || owns(table.owner, file)) continue;
      violations.push(
        `${file}:${line} ${verb} ${table.sql}: only its owner, ${describeOwner(table.owner)}, writes it (${table.file})`,
      );
    }
  }
  return violations;
}
