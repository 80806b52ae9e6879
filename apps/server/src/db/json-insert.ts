import { type Column, getTableColumns, is, SQL, sql, type Table } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from './client.js';
import { preparedOnce } from './prepared.js';

/** What a returning list may name: the table's columns and SQL of them. */
type Returned = Record<string, Column | SQL>;

interface JsonInsertOptions<R extends Returned> {
  /** A row whose values of these columns are there already is skipped (`on conflict do nothing`). */
  skipConflictsOn?: readonly Column[];
  /** The rows written, each as drizzle decodes a select of these fields. */
  returning?: R;
}

/** The fields of a returning list as drizzle decodes a row of them: each by its path. */
type OrderedFields = { path: string[]; field: Column | SQL }[];

/** The session's way to prepare a statement whose rows it decodes by `fields`, as drizzle does. */
interface Preparing {
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: OrderedFields | undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(values: Record<string, unknown>): Promise<unknown> };
  };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
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
  const fields: OrderedFields | undefined = options.returning
    ? Object.entries(options.returning).map(([key, field]) => ({ path: [key], field }))
    : undefined;
  const made = new Map<string, ReturnType<typeof statementOf>>();

  function statementOf(shape: [string, Column][], place: number) {
    return preparedOnce((db) => {
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
      const returning = fields
        ? sql` returning ${sql.join(
            fields.map(({ field }) => field),
            sql`, `,
          )}`
        : sql``;
      const query = sql`insert into ${table} (${names})
        select ${names} from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb) as row(${typed})${conflict}${returning}`;
      const { session, dialect } = db as unknown as Preparing;
      return session.prepareQuery(
        dialect.sqlToQuery(query),
        fields,
        `${name}_${place}`,
        fields !== undefined,
      );
    });
  }

  /** The prepared statement of these rows' shape, or null when the query builder must write them. */
  function preparedFor(rows: readonly Record<string, unknown>[]) {
    const shape = columns.filter(([key]) => rows.some((row) => row[key] !== undefined));
    for (const [key, column] of columns) {
      const given = shape.some(([shaped]) => shaped === key);
      const left = rows.some((row) => row[key] === undefined);
      if (column.defaultFn || column.onUpdateFn) {
        if (left) return null;
      } else if (given && left && column.hasDefault) return null;
      if (rows.some((row) => is(row[key], SQL))) return null;
    }
    const key = shape.map(([field]) => field).join(',');
    let statement = made.get(key);
    if (!statement) {
      statement = statementOf(shape, made.size);
      made.set(key, statement);
    }
    const json = JSON.stringify(
      rows.map((row) =>
        Object.fromEntries(shape.map(([field, column]) => [column.name, row[field]])),
      ),
    );
    return { statement, json };
  }

  type Row = SelectResultFields<R>;
  return async (db: Database, rows: readonly T['$inferInsert'][]): Promise<Row[]> => {
    if (rows.length === 0) return [];
    const prepared = preparedFor(rows as readonly Record<string, unknown>[]);
    if (prepared) {
      const result = await prepared.statement(db).execute({ rows: prepared.json });
      return (fields ? result : []) as Row[];
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
