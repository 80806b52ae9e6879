import type { SQL } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * The rows a raw SQL statement answers, for what the query builder cannot write in one statement.
 * Both drivers (PGlite and node-postgres) answer `{ rows }`; the row type is the caller's word.
 */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
