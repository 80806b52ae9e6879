import { type CsvRecord, CsvSyntaxError } from './csv-records.js';
import { checkHeader, type FileColumns } from './file-header.js';
import { fileRowRules } from './file-rules.js';
import type { FileProblems } from './problems.js';
import type { ReadFile, RowBase, RowsOf } from './roster-rows.js';
import { RowCells } from './row-cells.js';
import { ROW_PARSERS } from './row-parsers.js';

export const PASSWORDS_NOT_TAKEN =
  'Passwords in users.csv are not taken: new users choose theirs with the welcome email.';
export const EMPTY_BULK_FILE =
  'A bulk file with no rows would remove everyone; send the rows or mark the file absent.';

/**
 * Reads one file of the bundle into typed rows, reporting each problem with its line and field.
 * Rows with an error are left out. A password is never read into a row nor named in a
 * problem: only whether any row has one, for one warning.
 */
export async function readRosterFile<F extends ReadFile>(
  file: F,
  mode: 'bulk' | 'delta',
  records: AsyncIterable<CsvRecord>,
  problems: FileProblems,
): Promise<RowsOf[F][]> {
  const rows: RowsOf[F][] = [];
  let dataRows = 0;
  let hasPassword = false;
  try {
    let columns: FileColumns | null = null;
    const rules = fileRowRules(problems);
    for await (const { line, cells } of records) {
      if (!columns) {
        columns = checkHeader(file, cells, problems);
        if (!columns) return rows;
        continue;
      }
      dataRows += 1;
      if (cells.length !== columns.width) {
        problems.error(
          line,
          null,
          `The row has ${cells.length} fields; the header has ${columns.width}.`,
        );
        continue;
      }
      const password = columns.index.get('password');
      if (password !== undefined && cells[password]?.trim()) hasPassword = true;
      const errorsBefore = problems.errorCount;
      const row = readRow(file, mode, new RowCells(cells, columns, line, problems));
      rules(row);
      if (problems.errorCount === errorsBefore) rows.push(row);
    }
    if (!columns)
      problems.error(null, null, `${problems.file} is empty: it needs at least its header.`);
    else if (mode === 'bulk' && dataRows === 0) problems.error(null, null, EMPTY_BULK_FILE);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) {
      problems.error(null, null, `${problems.file} could not be unpacked: the zip is damaged.`);
    } else {
      problems.error(
        error.line,
        null,
        'A quoted field does not close properly: the file was not read from this line on.',
      );
    }
  }
  if (hasPassword) problems.warning(null, null, PASSWORDS_NOT_TAKEN);
  return rows;
}

function readRow<F extends ReadFile>(file: F, mode: 'bulk' | 'delta', cells: RowCells): RowsOf[F] {
  const parse = ROW_PARSERS[file] as (cells: RowCells, base: RowBase) => RowsOf[F];
  return parse(cells, cells.base(mode));
}
