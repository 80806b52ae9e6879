import { type Column, sql } from 'drizzle-orm';

/** The columns' names as a list for SQL: an insert's columns, a conflict target, a returning list. */
export const columnNames = (columns: readonly Column[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
