import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jsonRecords } from '../../db/json-insert.js';
import { jsonListOf } from '../../db/json-lists.js';
import { jsonRowsOf } from '../../db/json-rows.js';
import { preparedSql } from '../../db/prepared.js';
import { learningEvents, learningEventsWaiting } from '../../db/schema/index.js';
import type { NewLearningEvent, RecordedLearningEvent } from '../../lib/learning-event-recorder.js';
import { peopleThereOf } from './people-held.js';

const eventColumns = getTableColumns(learningEvents);
type EventField = keyof typeof eventColumns;
/** What a fact gives of an event; the rest (its order, id and time stored) the table gives. */
const givenFields = (Object.keys(eventColumns) as EventField[]).filter(
  (field) => !['seq', 'id', 'storedAt'].includes(field),
);
const givenRecords = jsonRecords(eventColumns, givenFields);
const storedRows = jsonRowsOf(learningEvents);

/**
 * The events sent that name only people who are there (their actor, and their student when they
 * name one). Each person's row is held (`for key share`) until the transaction ends: an erasure
 * locks the student's row before it deletes their events, so it waits for every event being
 * written about them, and an event written after it finds no one and is not stored. The events
 * table has no foreign keys (decision 0061): this is its check of whom an event names.
 */
const eventsOfPeopleThere = sql`select ${givenRecords.names} from (${givenRecords.select('events')}) as given
  where ${peopleThereOf('given')}`;

/**
 * Events stored by a fact's own statement, beside its writes, one round trip fewer than `record`:
 * `insert` stores the events sent as the JSON placeholder `events` (`jsonOf`) in a `with` of that
 * statement and `list` answers the rows it stored as one JSON column (`rowsOf` decodes them).
 * Either storing them is all recording them takes (the recorder's `storesOnly`), or `waitFrom`
 * keeps them waiting for the rest, done after the fact commits. Every event is stored so.
 */
export const storedEvents = {
  insert: sql`insert into ${learningEvents} (${givenRecords.names}) ${eventsOfPeopleThere} returning *`,
  list: (storedIn: string) =>
    jsonListOf<Record<string, unknown>>(
      sql`select ${storedRows.object} from ${sql.identifier(storedIn)} as ${learningEvents} order by ${sql.identifier(eventColumns.seq.name)}`,
    ),
  jsonOf: (events: readonly NewLearningEvent[]) =>
    givenRecords.jsonOf(events.map((event) => ({ ...event, data: event.data ?? {} }))),
  rowsOf: (rows: readonly Record<string, unknown>[]): RecordedLearningEvent[] =>
    rows.map(storedRows.rowOf),
  /**
   * After `insert` as `storedIn`: the events stored wait for their consumers, who run once the
   * fact's transaction has committed (the recorder's `consumeWaiting`).
   */
  waitFrom: (storedIn: string) =>
    sql`insert into ${learningEventsWaiting} (${sql.identifier(learningEventsWaiting.eventSeq.name)})
      select ${sql.identifier(eventColumns.seq.name)} from ${sql.identifier(storedIn)}`,
};

const storeEvents = preparedSql<{ events: Record<string, unknown>[] }>(
  'learning_events_store',
  () =>
    sql`with recorded as (${storedEvents.insert}) select ${storedEvents.list('recorded')} as events`,
);
/**
 * Events stored by a statement of their own (`storedEvents` beside nothing else) and answered as
 * stored; nothing else of recording them is done (`record` does the rest).
 */
export async function storeLearningEvents(
  tx: Database,
  events: readonly NewLearningEvent[],
): Promise<RecordedLearningEvent[]> {
  const [row] = await storeEvents(tx, { events: storedEvents.jsonOf(events) });
  return storedEvents.rowsOf(row?.events ?? []);
}
