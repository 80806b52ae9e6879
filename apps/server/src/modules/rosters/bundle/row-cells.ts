import type { FileColumns } from './file-header.js';
import type { FileProblems } from './problems.js';
import type { FileMode, RowBase } from './roster-rows.js';
import { CEDS_GRADES, ROW_STATUSES } from './vocabulary.js';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function isCalendarDate(value: string): boolean {
  const parts = DATE.exec(value);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isDateTime(value: string): boolean {
  return (
    DATE_TIME.test(value) && isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value))
  );
}

/**
 * One row's cells by column name, read into typed values. A value that breaks a rule of the
 * binding is reported (file, line, field) as it is read, and a stand-in returned, so one pass
 * reports every problem of the row; a row with an error is then left out.
 */
export class RowCells {
  constructor(
    private readonly cells: readonly string[],
    private readonly columns: FileColumns,
    readonly line: number,
    private readonly problems: FileProblems,
  ) {}

  private raw(column: string): string {
    const position = this.columns.index.get(column);
    return position === undefined ? '' : (this.cells[position] ?? '').trim();
  }

  error(column: string, message: string): void {
    this.problems.error(this.line, column, message);
  }

  /** A blank optional value is null. */
  text(column: string): string | null {
    return this.raw(column) || null;
  }

  required(column: string): string {
    const value = this.raw(column);
    if (!value) this.error(column, `${column} is required.`);
    return value;
  }

  /** A list is comma-separated in one (quoted) field: "06,07". */
  list(column: string): string[] {
    const value = this.raw(column);
    return value
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : [];
  }

  requiredList(column: string): string[] {
    const items = this.list(column);
    if (items.length === 0) this.error(column, `${column} is required.`);
    return items;
  }

  oneOf<T extends string>(column: string, values: readonly T[]): T {
    const value = this.required(column);
    if (value && !(values as readonly string[]).includes(value)) {
      this.error(
        column,
        `${column} must be one of ${values.join(', ')} (case-sensitive), not '${value}'.`,
      );
    }
    return value as T;
  }

  boolean(column: string): boolean {
    return this.optionalBoolean(column, true) ?? false;
  }

  optionalBoolean(column: string, required = false): boolean | null {
    const value = required ? this.required(column) : this.raw(column);
    if (!value) return null;
    if (value !== 'true' && value !== 'false') {
      this.error(column, `${column} must be true or false, not '${value}'.`);
    }
    return value === 'true';
  }

  /** A calendar date written YYYY-MM-DD; blank is null. */
  date(column: string): string | null {
    const value = this.raw(column);
    if (value && !isCalendarDate(value)) {
      this.error(column, `${column} must be a date written YYYY-MM-DD, not '${value}'.`);
    }
    return value || null;
  }

  requiredDate(column: string): string {
    return this.required(column) && (this.date(column) ?? '');
  }

  year(column: string): string {
    const value = this.required(column);
    if (value && !/^\d{4}$/.test(value)) {
      this.error(column, `${column} must be a year of four digits, not '${value}'.`);
    }
    return value;
  }

  /** CEDS grade codes; whether the platform has the grade is for the roster's planner. */
  grades(column: string): string[] {
    const grades = this.list(column);
    for (const grade of grades) {
      if (!CEDS_GRADES.has(grade)) {
        this.error(
          column,
          `'${grade}' is not a CEDS grade code (KG, 01 to 13, PK, TK, IT, PR, PS, UG or Other).`,
        );
      }
    }
    return grades;
  }

  /**
   * The fields every row has. Bulk rows leave `status` and `dateLastModified` blank; delta rows
   * need both (`active` or `tobedeleted`, and an ISO 8601 date and time).
   */
  base(mode: FileMode): RowBase {
    const sourcedId = this.required('sourcedId');
    const metadata: Record<string, string> = {};
    for (const [name, position] of this.columns.metadata) {
      const value = this.cells[position]?.trim();
      if (value) metadata[name] = value;
    }
    if (mode !== 'delta') {
      for (const column of ['status', 'dateLastModified']) {
        if (this.raw(column)) this.error(column, `${column} must be blank in a bulk file.`);
      }
      return { line: this.line, sourcedId, status: null, dateLastModified: null, metadata };
    }
    const status = this.oneOf('status', ROW_STATUSES);
    const dateLastModified = this.required('dateLastModified');
    if (dateLastModified && !isDateTime(dateLastModified)) {
      this.error(
        'dateLastModified',
        `dateLastModified must be a date and time in ISO 8601 (2026-09-01T08:00:00Z), not '${dateLastModified}'.`,
      );
    }
    return { line: this.line, sourcedId, status, dateLastModified, metadata };
  }
}
