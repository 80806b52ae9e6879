import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Several lookups in one statement: each a column holding the JSON array of the rows of a query
 * whose one column is a JSON object per row (`json_build_object(...)`), `[]` for none. Both
 * drivers parse the JSON; numbers and text come back as they are, dates as ISO text.
 */
export const jsonListOf = <Row>(rows: SQLWrapper): SQL<Row[]> =>
  sql<Row[]>`coalesce((select json_agg(list.row) from (${rows}) as list(row)), '[]'::json)`;
