import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/**
 * The rows of one table whose `column` names a student, with the fields asked for, in `order`:
 * what each module's part of a student's data export reads, table by table.
 */
export function rowsOfStudent(
  db: Database,
  column: PgColumn,
  studentId: number,
  fields: SelectedFields,
  order?: PgColumn | SQL,
): Promise<Record<string, unknown>[]> {
  const rows = db
    .select(fields)
    .from(column.table as PgTable)
    .where(eq(column, studentId));
  return (order ? rows.orderBy(order) : rows) as Promise<Record<string, unknown>[]>;
}
