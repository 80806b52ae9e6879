import type { Gradebook } from '../api/get-gradebook';
import { cellText } from './cell-text';

/** A spreadsheet runs a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: text a spreadsheet would run as a formula gets a leading apostrophe, and a
 * field with a comma, quote or line break is quoted with its quotes doubled (RFC 4180).
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(',');
}

/**
 * The gradebook as CSV: a header row of the activity titles after the student's names, then one
 * row per student with what each cell shows on screen. CRLF line ends, as RFC 4180 and
 * spreadsheets expect.
 */
export function gradebookCsv(grid: Gradebook): string {
  const header = csvLine(['Last name', 'First name', ...grid.columns.map((c) => c.title)]);
  const rows = grid.rows.map((row) =>
    csvLine([row.student.last_name, row.student.first_name, ...row.cells.map(cellText)]),
  );
  return `${[header, ...rows].join('\r\n')}\r\n`;
}

/** "gradebook-6A-2027-01-31.csv": the class and the day, never a student's name. */
export function gradebookFileName(grid: Gradebook): string {
  const className = grid.class_name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `gradebook-${className || grid.class_id}-${grid.today}.csv`;
}
