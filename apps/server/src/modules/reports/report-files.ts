import { PassThrough, type Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { reports } from '@kitlab/contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { CSV_CONTENT_TYPE, csvFileBytes } from '../../lib/csv-file.js';

/*
 * The reports' files: lines of text cells (a header line first) as CSV or as an XLSX workbook,
 * whatever report they come from.
 */

export const EXPORT_CONTENT_TYPES: Record<reports.ExportFormat, string> = {
  csv: CSV_CONTENT_TYPE,
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface SheetLayout {
  name: string;
  /** How many columns stay in view when scrolling sideways (the names). */
  frozenColumns: number;
}

/**
 * The lines as an Excel workbook, streamed: one sheet, the header row bold and frozen with the
 * first columns. Each row is zipped as it is written and the process turns to other requests
 * between rows, so a large file never holds the event loop for the whole of it.
 */
function linesXlsx(lines: readonly (readonly string[])[], layout: SheetLayout): Readable {
  const file = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: file,
    useStyles: true,
    useSharedStrings: true,
  });
  workbook.creator = 'Kitlab';
  writeSheet(workbook, lines, layout).catch((error: Error) => file.destroy(error));
  return file;
}

async function writeSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  lines: readonly (readonly string[])[],
  layout: SheetLayout,
) {
  const sheet = workbook.addWorksheet(layout.name, {
    views: [{ state: 'frozen', xSplit: layout.frozenColumns, ySplit: 1 }],
  });
  const [header = [], ...rows] = lines;
  const heading = sheet.addRow([...header]);
  heading.font = { bold: true };
  heading.commit();
  // Text cells only: a value is never read as a formula, whatever it starts with.
  for (const line of rows) {
    sheet.addRow([...line]).commit();
    await setImmediate();
  }
  sheet.commit();
  await workbook.commit();
}

/** Sends a report's lines as a file in the format asked for, never kept by a cache. */
export function sendReportFile(
  reply: FastifyReply,
  file: {
    lines: readonly (readonly string[])[];
    layout: SheetLayout;
    name: string;
    format: reports.ExportFormat;
  },
) {
  const bytes =
    file.format === 'csv' ? csvFileBytes(file.lines) : linesXlsx(file.lines, file.layout);
  return reply
    .header('Content-Type', EXPORT_CONTENT_TYPES[file.format])
    .header('Content-Disposition', `attachment; filename="${file.name}"`)
    .header('Cache-Control', 'no-store')
    .send(bytes as unknown as string); // bytes or a stream, sent as they are (never serialised)
}
