import { type SQLWrapper, sql } from 'drizzle-orm';

/** Milliseconds since 1970 of a timestamp, so JSON built in SQL carries a number, not text. */
export const epochMs = (at: SQLWrapper) => sql`floor(extract(epoch from ${at}) * 1000)::bigint`;
