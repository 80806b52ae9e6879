import { type Column, getTableColumns, is, SQL, sql, type Table } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from './client.js';
import { columnNames } from './column-names.js';
import { jsonbText } from './jsonb-text.js';
import { byShape, preparedRowsOf } from './prepared.js';

/** What a returning list may name: the table's columns and SQL of them. */
type Returned = Record<string, Column | SQL>;

interface JsonInsertOptions<R extends Returned> {
  /** A row whose values of these columns are there already is skipped (`on conflict do nothing`). */
  skipConflictsOn?: readonly Column[];
  /** The rows written, each as drizzle decodes a select of these fields. */
  returning: R;
}

/** A column's type as `jsonb_to_recordset` reads it: a serial is read as its integer type. */
function recordTypeOf(column: Column): string {
  const type = column.getSQLType();
  const serials: Record<string, string> = {
    serial: 'integer',
    smallserial: 'smallint',
    bigserial: 'bigint',
  };
  return serials[type] ?? type;
}

/**
 * Rows giving these fields of a table's columns, sent as one JSON placeholder and read back by
 * `jsonb_to_recordset`, each field as its column's type: the columns' names (for an insert),
 * the select of the placeholder's rows, and the JSON text of rows for it (each field under its
 * column's name; dates as ISO text, JSON columns as they are).
 */
export function jsonRecords<F extends string>(columns: Record<F, Column>, fields: readonly F[]) {
  const shape = fields.map((field) => columns[field]);
  const names = columnNames(shape);
  const typed = sql.join(
    shape.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(recordTypeOf(column))}`),
    sql`, `,
  );
  return {
    names,
    select: (placeholder: string) =>
      sql`select ${names} from jsonb_to_recordset(${sql.placeholder(placeholder)}::jsonb) as row(${typed})`,
    jsonOf: (rows: readonly Partial<Record<F, unknown>>[]) =>
      jsonbText(
        rows.map((row) => {
          const out: Record<string, unknown> = {};
          for (const field of fields) out[columns[field].name] = row[field];
          return out;
        }),
      ),
  };
}

/**
 * Rows of a table inserted from one JSON placeholder (`jsonb_to_recordset`), a statement per
 * shape of rows (the columns they give) built once and prepared as `<name>_<place>`, so any
 * number of rows runs the same statement. Dates go as ISO text and JSON columns as they are. A
 * column no row gives takes its default; rows that leave out a column another row gives, when
 * the column has a default (which a JSON row cannot ask for), are written by the query builder
 * as before, as are values written as SQL.
 */
export function jsonInsert<T extends Table, R extends Returned>(
  name: string,
  table: T,
  options: JsonInsertOptions<R>,
) {
  const columns = getTableColumns(table) as Record<string, Column>;

  /** The insert of rows giving these fields, prepared as `<name>_<place>`, and their JSON. */
  const statementOf = byShape((fields: string[], place) => {
    const records = jsonRecords(columns, fields);
    const conflict = options.skipConflictsOn
      ? sql` on conflict (${columnNames(options.skipConflictsOn)}) do nothing`
      : sql``;
    const returning = sql.join(Object.values(options.returning), sql`, `);
    const run = preparedRowsOf(
      `${name}_${place}`,
      options.returning,
      () =>
        sql`insert into ${table} (${records.names}) ${records.select('rows')}${conflict} returning ${returning}`,
    );
    return { run, jsonOf: records.jsonOf };
  });

  /** The fields these rows give, or null when the query builder must write them. */
  function shapeOf(rows: readonly Record<string, unknown>[]): string[] | null {
    const fields: string[] = [];
    for (const [field, column] of Object.entries(columns)) {
      let given = 0;
      for (const row of rows) {
        const value = row[field];
        if (value === undefined) continue;
        // SQL for the database to work out, which JSON cannot carry.
        if (is(value, SQL)) return null;
        given++;
      }
      const left = given < rows.length;
      // A JS default is worked out by the query builder, a database default only for all rows.
      if (left && (column.defaultFn || column.onUpdateFn)) return null;
      if (left && given > 0 && column.hasDefault) return null;
      if (given > 0) fields.push(field);
    }
    return fields;
  }

  type Row = SelectResultFields<R>;
  return async (db: Database, rows: readonly T['$inferInsert'][]): Promise<Row[]> => {
    if (rows.length === 0) return [];
    const given = rows as readonly Record<string, unknown>[];
    const fields = shapeOf(given);
    if (fields) {
      const { run, jsonOf } = statementOf(fields);
      return run(db, { rows: jsonOf(given) });
    }
    // biome-ignore lint/suspicious/noExplicitAny: the builder's types follow the table given.
    let insert: any = db.insert(table as any).values([...rows]);
    if (options.skipConflictsOn) {
      insert = insert.onConflictDoNothing({ target: [...options.skipConflictsOn] });
    }
    return insert.returning(options.returning);
  };
}
