import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Several lookups in one statement: each a column holding the JSON array of the rows of a query
 * whose one column is a JSON object per row (`json_build_object(...)`), `[]` for none. Both
 * drivers parse the JSON; numbers and text come back as they are, dates as ISO text.
 */
export const jsonListOf = <Row>(rows: SQLWrapper): SQL<Row[]> =>
  sql<Row[]>`coalesce((select json_agg(list.row) from (${rows}) as list(row)), '[]'::json)`;

/**
 * `jsonListOf` of a lookup by an id list (`ids`, an int[] of the statement): `[]` without running
 * the lookup when the list is empty. A statement prepared once for every batch of events keeps
 * one plan whatever the list, and a plan made for a small table may scan it rather than look the
 * ids up (a marking's statement scanned every submitted attempt for the hand-ins it had none of).
 */
export const jsonListByIds = <Row>(ids: SQL, rows: SQLWrapper): SQL<Row[]> =>
  sql<Row[]>`case when cardinality(${ids}) = 0 then '[]'::json else ${jsonListOf<Row>(rows)} end`;
