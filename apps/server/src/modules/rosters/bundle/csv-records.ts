import { pipeline, type Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';

/** One record of a CSV file and the physical line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** The CSV text cannot be read on from `line` (a quote that does not close, for one). */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`CSV syntax error at line ${line}`);
  }
}

const LINE_BREAK = /\r\n|\r|\n/g;

function lineBreaksIn(cells: string[]): number {
  let count = 0;
  for (const cell of cells)
    if (cell.includes('\n') || cell.includes('\r')) count += cell.match(LINE_BREAK)?.length ?? 0;
  return count;
}

/**
 * The records of a CSV stream (UTF-8, with or without a byte-order mark, CRLF or LF), blank lines
 * left out, each with the line it starts on. Lines are counted from the records' own line breaks:
 * csv-parse's `info.lines` counts a CRLF inside quotes as two lines. A record with too few or too
 * many fields comes through as it is (its file's reader names it), so one bad row never stops the
 * file.
 */
export async function* csvRecords(text: Readable): AsyncGenerator<CsvRecord> {
  const parser = parse({ bom: true, relax_column_count: true });
  // pipeline passes the zip stream's errors on to the parser and closes both when reading stops.
  pipeline(text, parser, () => {});
  let line = 1;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      const start = line;
      line += 1 + lineBreaksIn(cells);
      if (cells.length === 1 && cells[0] === '') continue;
      yield { line: start, cells };
    }
  } catch (error) {
    if (error instanceof CsvError) throw new CsvSyntaxError(line);
    throw error;
  }
}
