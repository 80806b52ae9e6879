import { type Column, getTableColumns, is, SQL, sql, type Table } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from './client.js';
import { jsonbText } from './jsonb-text.js';
import { preparedRowsOf } from './prepared.js';

/** What a returning list may name: the table's columns and SQL of them. */
type Returned = Record<string, Column | SQL>;

interface JsonInsertOptions<R extends Returned> {
  /** A row whose values of these columns are there already is skipped (`on conflict do nothing`). */
  skipConflictsOn?: readonly Column[];
  /** The rows written, each as drizzle decodes a select of these fields. */
  returning?: R;
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
 * Rows of a table inserted from one JSON placeholder (`jsonb_to_recordset`), a statement per
 * shape of rows (the columns they give) built once and prepared as `<name>_<place>`, so any
 * number of rows runs the same statement. Dates go as ISO text and JSON columns as they are. A
 * column no row gives takes its default; rows that leave out a column another row gives, when
 * the column has a default (which a JSON row cannot ask for), are written by the query builder
 * as before, as are values written as SQL.
 */
export function jsonInsert<T extends Table, R extends Returned = Record<never, never>>(
  name: string,
  table: T,
  options: JsonInsertOptions<R> = {},
) {
  const columns = Object.entries(getTableColumns(table)) as [string, Column][];
  const made = new Map<string, ReturnType<typeof statementOf>>();

  function statementOf(shape: [string, Column][], place: number) {
    const names = sql.join(
      shape.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    );
    const typed = sql.join(
      shape.map(
        ([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(recordTypeOf(column))}`,
      ),
      sql`, `,
    );
    const conflict = options.skipConflictsOn
      ? sql` on conflict (${sql.join(
          options.skipConflictsOn.map((column) => sql.identifier(column.name)),
          sql`, `,
        )}) do nothing`
      : sql``;
    const returned = options.returning ?? {};
    const returning =
      Object.keys(returned).length > 0
        ? sql` returning ${sql.join(Object.values(returned), sql`, `)}`
        : sql``;
    return preparedRowsOf(
      `${name}_${place}`,
      returned as R,
      () => sql`insert into ${table} (${names})
        select ${names} from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb) as row(${typed})${conflict}${returning}`,
    );
  }

  /** Whether a value is one JSON cannot carry: SQL for the database to work out. */
  const isSql = (value: unknown) =>
    typeof value === 'object' && value !== null && !(value instanceof Date) && is(value, SQL);

  /** The prepared statement of these rows' shape, or null when the query builder must write them. */
  function preparedFor(rows: readonly Record<string, unknown>[]) {
    const shape: [string, Column][] = [];
    for (const entry of columns) {
      const [key, column] = entry;
      let given = 0;
      for (const row of rows) {
        const value = row[key];
        if (value === undefined) continue;
        if (isSql(value)) return null;
        given++;
      }
      const left = given < rows.length;
      // A JS default is worked out by the query builder, a database default only for all rows.
      if (left && (column.defaultFn || column.onUpdateFn)) return null;
      if (left && given > 0 && column.hasDefault) return null;
      if (given > 0) shape.push(entry);
    }
    const key = shape.map(([field]) => field).join(',');
    let statement = made.get(key);
    if (!statement) {
      statement = statementOf(shape, made.size);
      made.set(key, statement);
    }
    const json = jsonbText(
      rows.map((row) => {
        const out: Record<string, unknown> = {};
        for (const [field, column] of shape) out[column.name] = row[field];
        return out;
      }),
    );
    return { statement, json };
  }

  type Row = SelectResultFields<R>;
  return async (db: Database, rows: readonly T['$inferInsert'][]): Promise<Row[]> => {
    if (rows.length === 0) return [];
    const prepared = preparedFor(rows as readonly Record<string, unknown>[]);
    if (prepared) {
      const written = await prepared.statement(db, { rows: prepared.json });
      return options.returning ? written : [];
    }
    // biome-ignore lint/suspicious/noExplicitAny: the builder's types follow the table given.
    let insert: any = db.insert(table as any).values([...rows]);
    if (options.skipConflictsOn) {
      insert = insert.onConflictDoNothing({ target: [...options.skipConflictsOn] });
    }
    if (options.returning) return insert.returning(options.returning);
    await insert;
    return [];
  };
}
