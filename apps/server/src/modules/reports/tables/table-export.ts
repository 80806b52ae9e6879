import type { reports } from '@kitlab/contract';
import { fileNamePart } from '@kitlab/domain';
import type { SheetLayout } from '../report-files.js';
import type { TableActivity, TableRow } from './detailed-table.js';

/** The whole table as a file is made from. */
export interface WholeTable {
  className: string;
  today: string;
  activities: readonly TableActivity[];
  rows: readonly TableRow[];
}

/** What a cell's verdict says in a file. */
export function verdictWords(cell: reports.DetailedTableCell, marks: number): string {
  switch (cell.verdict) {
    case 'right':
      return 'Right';
    case 'wrong':
      return 'Wrong';
    case 'marked':
      return `${cell.marks_obtained ?? 0} of ${marks} marks`;
    case 'waiting':
      return 'Waiting for marks';
    case 'draft':
      return 'Not handed in yet';
    default:
      return 'Not answered';
  }
}

/**
 * The table as lines of text: a header, then one line per student with their score and, per
 * question, the answer and its verdict in words.
 */
export function tableLines(table: WholeTable): string[][] {
  const header = ['Last name', 'First name', 'Score'];
  for (const { activity, questions } of table.activities) {
    questions.forEach((_, index) => {
      header.push(`${activity.title} Q${index + 1}`, `${activity.title} Q${index + 1} result`);
    });
  }
  const lines = table.rows.map((row) => {
    const line = [
      row.student.lastName,
      row.student.firstName,
      row.score?.percentage == null ? '' : `${row.score.percentage}%`,
    ];
    row.work.forEach((work, a) => {
      const questions = table.activities[a]?.questions ?? [];
      work.cells.forEach((cell, q) => {
        line.push(cell.answer ?? '', verdictWords(cell, questions[q]?.marks ?? 0));
      });
    });
    return line;
  });
  return [header, ...lines];
}

/** The table's sheet: its names frozen beside the answers. */
export const TABLE_SHEET: SheetLayout = { name: 'Table', frozenColumns: 2 };

/** "detailed-table-6A-2030-03-10.csv": the class and the school's date, never a student's name. */
export function exportFileName(table: WholeTable, format: reports.ExportFormat): string {
  return `detailed-table-${fileNamePart(table.className) || 'class'}-${table.today}.${format}`;
}
