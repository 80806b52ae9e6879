import { type Column, type SQL, sql } from 'drizzle-orm';

/** The columns' names as a list for SQL: an insert's columns, a conflict target, a returning list. */
export const columnNames = (columns: readonly Column[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );

/** Columns or SQL as a select list, each under its name. */
export const selectListOf = (columns: Record<string, Column | SQL>) =>
  sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
    sql`, `,
  );
