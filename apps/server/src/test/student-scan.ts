import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { userColumnsWithoutKeys } from '../db/schema/index.js';

interface Column {
  table_name: string;
  column_name: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const column = ({ table_name, column_name }: Column) =>
  sql`${sql.identifier(table_name)}.${sql.identifier(column_name)}`;

/** Every text, JSON and uuid column of every table, from the database's own catalogue. */
async function textColumns(db: Database): Promise<Column[]> {
  return rowsOf<Column>(
    await db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public'
        and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'uuid')
      order by table_name, column_name`),
  );
}

/** Every column with a foreign key to users, those naming users without one, and users' own id. */
async function userColumns(db: Database): Promise<Column[]> {
  const referencing = rowsOf<Column>(
    await db.execute(sql`select kcu.table_name, kcu.column_name
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
        and ccu.table_name = 'users'
      order by kcu.table_name, kcu.column_name`),
  );
  const unkeyed = userColumnsWithoutKeys.map((c) => ({
    table_name: getTableName(c.table),
    column_name: c.name,
  }));
  return [{ table_name: 'users', column_name: 'id' }, ...referencing, ...unkeyed];
}

/**
 * Where the database still names a person: each `table.column` holding their email, first or
 * last name or token anywhere in its text (any case), or their id in a column referring to users.
 */
export async function placesNaming(
  db: Database,
  person: { id: number; email: string; firstName: string; lastName: string; token: string },
): Promise<string[]> {
  const needles = [person.email, person.firstName, person.lastName, person.token].map(
    (needle) => sql`${`%${needle.toLowerCase()}%`}`,
  );
  const found: string[] = [];
  for (const c of await textColumns(db)) {
    const [hit] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${sql.identifier(c.table_name)}
        where lower(${column(c)}::text) like any (array[${sql.join(needles, sql`, `)}]::text[])`),
    );
    if (Number(hit?.n) > 0) found.push(`${c.table_name}.${c.column_name}`);
  }
  for (const c of await userColumns(db)) {
    const [hit] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${sql.identifier(c.table_name)}
        where ${column(c)} = ${person.id}`),
    );
    if (Number(hit?.n) > 0) found.push(`${c.table_name}.${c.column_name}`);
  }
  return [...new Set(found)];
}
