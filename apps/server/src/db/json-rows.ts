import { type Column, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';

/**
 * A table's whole row as one JSON object keyed by its fields' names (for `jsonListOf`), and back:
 * each field decoded by its own column, as drizzle decodes the row of a plain select.
 */
export function jsonRowsOf<T extends Table>(table: T) {
  const columns = Object.entries(getTableColumns(table)) as [string, Column][];
  const object = sql`json_build_object(${sql.join(
    columns.map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
    sql`, `,
  )})`;
  return {
    object: object as SQL,
    rowOf(json: Record<string, unknown>): T['$inferSelect'] {
      const row: Record<string, unknown> = {};
      for (const [name, column] of columns) {
        const value = json[name] ?? null;
        row[name] = value === null ? null : column.mapFromDriverValue(value);
      }
      return row as T['$inferSelect'];
    },
  };
}
