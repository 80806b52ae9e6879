import { csvText } from '@kitlab/domain';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Lines of text cells as a CSV file: UTF-8 with a byte order mark (spreadsheets then read accents right), CRLF line ends. */
export function csvFileBytes(lines: readonly (readonly string[])[]): Buffer {
  return Buffer.from(`\uFEFF${csvText(lines)}`, 'utf8');
}
