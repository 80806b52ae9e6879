import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { laterPlansKept, preparedSql } from '../../db/prepared.js';
import { learningEvents, learningEventsWaiting } from '../../db/schema/index.js';
import type { RecordedLearningEvent } from '../../lib/learning-event-recorder.js';
import { peopleThereOf } from './people-held.js';
import { storedEvents } from './stored-events.js';

/**
 * How long an event waits before each process's sweep takes it: the write that stored it runs
 * its consumers within milliseconds of its commit, so an event this old was left by a process
 * that stopped between the two, or by consumers that failed.
 */
export const WAITING_SWEPT_AFTER_MS = 10_000;

/** The most events one sweep's transaction takes. */
export const WAITING_SWEPT_AT_ONCE = 200;

/**
 * The events of the waiting rows `claimed` deletes (a statement answering `event_seq`), in their
 * order, those naming someone no longer there left out: their consumers have nothing to do.
 * Deleting the row is what makes a transaction the one that consumes its event: another that
 * wants it waits for this one to end, then finds it gone. The consumers' statements that follow
 * keep their plans (`laterPlansKept`): their reads, in one statement of id lists, were otherwise
 * planned afresh on every call, four times as long as they ran.
 */
const waitingEventsOf = (claimed: SQL) =>
  sql`with claimed as (${claimed}),
    waited as (select event.* from ${learningEvents} as event
      join claimed on claimed.event_seq = event.seq
      where ${peopleThereOf('event')})
    select ${storedEvents.list('waited')} as events, ${laterPlansKept} as later_plans_kept`;

const claimStatement = preparedSql<{ events: Record<string, unknown>[] }>(
  'learning_events_waiting_claim',
  () =>
    waitingEventsOf(
      sql`delete from ${learningEventsWaiting}
        where ${learningEventsWaiting.eventSeq} = any(${sql.placeholder('seqs')}::bigint[])
        returning ${learningEventsWaiting.eventSeq}`,
    ),
);

/**
 * The oldest rows waiting longer than `WAITING_SWEPT_AFTER_MS`, skipping those another
 * transaction holds: two processes sweeping at once take different events.
 */
const sweepStatement = preparedSql<{ events: Record<string, unknown>[] }>(
  'learning_events_waiting_sweep',
  () =>
    waitingEventsOf(
      sql`delete from ${learningEventsWaiting}
        where ${learningEventsWaiting.eventSeq} in (
          select ${learningEventsWaiting.eventSeq} from ${learningEventsWaiting}
          where ${learningEventsWaiting.waitingSince} < now() - make_interval(secs => ${sql.placeholder('afterSeconds')}::float8)
          order by ${learningEventsWaiting.eventSeq}
          limit ${sql.placeholder('most')}::int
          for update skip locked)
        returning ${learningEventsWaiting.eventSeq}`,
    ),
);

const eventsOf = (rows: { events: Record<string, unknown>[] }[]): RecordedLearningEvent[] =>
  storedEvents.rowsOf(rows[0]?.events ?? []);

/** The waiting rows of these events taken in `tx`, with the events whose consumers are due. */
export async function claimWaiting(
  tx: Database,
  seqs: readonly number[],
): Promise<RecordedLearningEvent[]> {
  return eventsOf(await claimStatement(tx, { seqs: [...seqs] }));
}

const dueStatement = preparedSql<{ seq: number }>(
  'learning_events_waiting_due',
  () => sql`select ${learningEventsWaiting.eventSeq} as seq from ${learningEventsWaiting}
    where ${learningEventsWaiting.waitingSince} < now() - make_interval(secs => ${sql.placeholder('afterSeconds')}::float8)
    order by ${learningEventsWaiting.eventSeq}
    limit ${sql.placeholder('most')}::int`,
);

const sweptOnes = { afterSeconds: WAITING_SWEPT_AFTER_MS / 1000, most: WAITING_SWEPT_AT_ONCE };

/** The seqs of the events a sweep would take now (see `sweepStatement`), none taken. */
export async function dueWaiting(db: Database): Promise<number[]> {
  const rows = await dueStatement(db, sweptOnes);
  return rows.map((row) => Number(row.seq));
}

/** The rows left waiting the longest, taken in `tx` (see `sweepStatement`), with their events. */
export async function claimLeftWaiting(tx: Database): Promise<RecordedLearningEvent[]> {
  return eventsOf(await sweepStatement(tx, sweptOnes));
}
