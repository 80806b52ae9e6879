import { type SQL, sql } from 'drizzle-orm';

/**
 * Arrays bound as one parameter each, for writes of many rows in one statement
 * (`insert ... select * from unnest(...)`, `update ... from unnest(...)`).
 */
export const intArray = (values: readonly (number | null)[]): SQL =>
  sql`${sql.param([...values])}::int[]`;
export const textArray = (values: readonly (string | null)[]): SQL =>
  sql`${sql.param([...values])}::text[]`;
export const boolArray = (values: readonly boolean[]): SQL =>
  sql`${sql.param([...values])}::boolean[]`;

/** A moment as a typed parameter (an untyped one is text where a CASE or SELECT needs a type). */
export const timestampParam = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;
