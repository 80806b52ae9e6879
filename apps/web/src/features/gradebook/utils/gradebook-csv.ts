import { csvText, fileNamePart } from '@kitlab/domain';
import type { Gradebook } from '../api/get-gradebook';
import { cellText } from './cell-text';

/**
 * The gradebook as CSV: a header row of the activity titles after the student's names, then one
 * row per student with what each cell shows on screen. CRLF line ends, as RFC 4180 and
 * spreadsheets expect.
 */
export function gradebookCsv(grid: Gradebook): string {
  const header = ['Last name', 'First name', ...grid.columns.map((c) => c.title)];
  const rows = grid.rows.map((row) => [
    row.student.last_name,
    row.student.first_name,
    ...row.cells.map(cellText),
  ]);
  return csvText([header, ...rows]);
}

/** "gradebook-6A-2027-01-31.csv": the class and the day, never a student's name. */
export function gradebookFileName(grid: Gradebook): string {
  return `gradebook-${fileNamePart(grid.class_name) || grid.class_id}-${grid.today}.csv`;
}
