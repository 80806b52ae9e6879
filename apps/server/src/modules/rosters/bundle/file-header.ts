import type { FileProblems } from './problems.js';
import { ONEROSTER_11_MESSAGE } from './problems.js';
import { COLUMNS, type ReadFile } from './roster-rows.js';

const METADATA_PREFIX = 'metadata.';

/** Where a file's columns stand, once its header is found to be the binding's. */
export interface FileColumns {
  /** Column name -> index, for the binding's columns and the `metadata.*` ones. */
  index: ReadonlyMap<string, number>;
  /** The `metadata.*` columns: name without the prefix, and index. */
  metadata: ReadonlyArray<readonly [string, number]>;
  width: number;
}

/**
 * Checks a file's header (line 1): the binding's columns, case-sensitive, in the binding's order,
 * with any `metadata.*` extension columns between or after them. A 1.1 users.csv (with a `role` column) is named as
 * such. Gives null, the file's problems said, when the header is not the binding's: its rows
 * cannot be read for sure then.
 */
export function checkHeader(
  file: ReadFile,
  header: string[],
  problems: FileProblems,
): FileColumns | null {
  const binding: readonly string[] = COLUMNS[file];
  if (file === 'users' && header.includes('role')) {
    problems.error(1, 'role', ONEROSTER_11_MESSAGE);
    return null;
  }
  const named = header.filter((column) => !column.startsWith(METADATA_PREFIX));
  const before = problems.errorCount;
  for (const column of binding) {
    if (!named.includes(column)) {
      problems.error(
        1,
        column,
        `The column ${column} is missing: ${problems.file} needs every column of the OneRoster 1.2 binding.`,
      );
    }
  }
  named.forEach((column, position) => {
    if (!binding.includes(column)) {
      problems.error(
        1,
        column,
        `${column} is not a column of ${problems.file} in OneRoster 1.2; extension columns start with "metadata.".`,
      );
    } else if (named.indexOf(column) !== position) {
      problems.error(1, column, `The column ${column} is given twice.`);
    }
  });
  const misplaced = named.find((column, position) => binding[position] !== column);
  if (problems.errorCount === before && misplaced) {
    problems.error(
      1,
      misplaced,
      `The columns are not in the binding's order: ${misplaced} stands where ${binding[named.indexOf(misplaced)]} should. The order is ${binding.join(',')}.`,
    );
  }
  if (problems.errorCount > before) return null;
  return {
    index: new Map(header.map((column, position) => [column, position])),
    metadata: header.flatMap((column, position) =>
      column.startsWith(METADATA_PREFIX)
        ? [[column.slice(METADATA_PREFIX.length), position] as const]
        : [],
    ),
    width: header.length,
  };
}
