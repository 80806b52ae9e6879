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

/** Lines of fields as CSV text: CRLF after every line, as RFC 4180 and spreadsheets expect. */
export function csvText(lines: readonly (readonly string[])[]): string {
  return lines.map((line) => `${line.map(csvField).join(',')}\r\n`).join('');
}

/** Text as a part of a file name: its letters and digits, each other run as one hyphen. */
export function fileNamePart(text: string): string {
  return text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
