import { Column, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';

/**
 * Selected fields as one JSON object keyed by their names (for `jsonListOf`), and back: a column's
 * value decoded by the column, as drizzle decodes the row of a plain select; an SQL field's value
 * as JSON gives it (numbers, text, booleans), so `Row` names what those fields hold.
 */
export function jsonFieldsOf<Row>(fields: Record<string, Column | SQL>) {
  const entries = Object.entries(fields);
  const object = sql`json_build_object(${sql.join(
    entries.map(([name, field]) => sql`${sql.raw(`'${name}'`)}, ${field}`),
    sql`, `,
  )})`;
  return {
    object: object as SQL,
    rowOf(json: Record<string, unknown>): Row {
      const row: Record<string, unknown> = {};
      for (const [name, field] of entries) {
        const value = json[name] ?? null;
        row[name] =
          value !== null && field instanceof Column ? field.mapFromDriverValue(value) : value;
      }
      return row as Row;
    },
  };
}

/** A table's whole row as one JSON object, and back (`jsonFieldsOf` of its columns). */
export function jsonRowsOf<T extends Table>(table: T) {
  return jsonFieldsOf<T['$inferSelect']>(getTableColumns(table));
}
