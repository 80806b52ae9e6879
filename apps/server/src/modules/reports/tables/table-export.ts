import { PassThrough, type Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { reports } from '@kitlab/contract';
import { csvText, fileNamePart } from '@kitlab/domain';
import ExcelJS from 'exceljs';
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

/** UTF-8 with a byte order mark (spreadsheets then read accents right), CRLF line ends. */
export function tableCsv(table: WholeTable): Buffer {
  return Buffer.from(`\uFEFF${csvText(tableLines(table))}`, 'utf8');
}

/**
 * The table as an Excel workbook, streamed: one sheet, the header row bold and frozen with the
 * names. Each row is zipped as it is written and the process turns to other requests between
 * rows, so a large class's file never holds the event loop for the whole table.
 */
export function tableXlsx(table: WholeTable): Readable {
  const file = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: file,
    useStyles: true,
    useSharedStrings: true,
  });
  workbook.creator = 'Kitlab';
  writeSheet(workbook, table).catch((error: Error) => file.destroy(error));
  return file;
}

async function writeSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, table: WholeTable) {
  const sheet = workbook.addWorksheet('Table', {
    views: [{ state: 'frozen', xSplit: 2, ySplit: 1 }],
  });
  const [header = [], ...lines] = tableLines(table);
  const heading = sheet.addRow(header);
  heading.font = { bold: true };
  heading.commit();
  // Text cells only: a value is never read as a formula, whatever it starts with.
  for (const line of lines) {
    sheet.addRow(line).commit();
    await setImmediate();
  }
  sheet.commit();
  await workbook.commit();
}

/** "detailed-table-6A-2030-03-10.csv": the class and the school's date, never a student's name. */
export function exportFileName(table: WholeTable, format: reports.ExportFormat): string {
  return `detailed-table-${fileNamePart(table.className) || 'class'}-${table.today}.${format}`;
}

export const EXPORT_CONTENT_TYPES: Record<reports.ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
