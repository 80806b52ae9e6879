import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { learningEvents } from '../../../db/schema/index.js';
import type { EventRange } from '../../derived-views/index.js';

/** How long a transaction may take between storing an event and committing it. */
const LATE_COMMIT_SECONDS = 60;

/** Only these rows: some keys, or every row (a rebuild). */
export type Only<T> = readonly T[] | 'all';

export const intArray = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;
export const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** Rows whose `column` is one of `ids`, or every row. */
export const among = (column: AnyColumn | SQL, ids: Only<number>): SQL =>
  ids === 'all' ? sql`true` : sql`${column} = any(${intArray(ids)})`;

/** The Monday of a date's week, as a date. */
export const mondayOf = (day: SQL) => sql`date_trunc('week', ${day})::date`;

/**
 * The events of a run. Of those read again for a late commit (see CURSOR_OVERLAP_EVENTS), only
 * the ones stored in the last minute: the others were seen by an earlier run, and redoing their
 * work would cost a district's refresh seconds every 10 s.
 */
export const eventsIn = ({ from, to, after }: EventRange) =>
  sql`${learningEvents.seq} > ${from} and ${learningEvents.seq} <= ${to}
    and (${learningEvents.seq} > ${after} or ${learningEvents.storedAt} >= now() - interval '${sql.raw(String(LATE_COMMIT_SECONDS))} seconds')`;
