import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectListOf } from '../../db/column-names.js';
import { jsonRecords } from '../../db/json-insert.js';
import { jsonListOf } from '../../db/json-lists.js';
import { jsonRowsOf } from '../../db/json-rows.js';
import { byShape, preparedSql } from '../../db/prepared.js';
import { type LearningEventKind, learningEvents, lrsOutbox, users } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type {
  GatheredConsumer,
  LearningEventConsumer,
  LearningEventObserver,
  LearningEventRecorder,
  NewLearningEvent,
  RecordedLearningEvent,
} from '../../lib/learning-event-recorder.js';

export type {
  GatheredConsumer,
  LearningEventConsumer,
  LearningEventObserver,
  LearningEventRecorder,
  NewLearningEvent,
  ReadsAlong,
  RecordedLearningEvent,
} from '../../lib/learning-event-recorder.js';

const eventColumns = getTableColumns(learningEvents);
type EventField = keyof typeof eventColumns;
/** What a fact gives of an event; the rest (its order, id and time stored) the table gives. */
const givenFields = (Object.keys(eventColumns) as EventField[]).filter(
  (field) => !['seq', 'id', 'storedAt'].includes(field),
);
const givenRecords = jsonRecords(eventColumns, givenFields);
const storedRows = jsonRowsOf(learningEvents);

/** A person an event names, held until the statement's transaction ends. */
const personHeld = (id: SQL) =>
  sql`exists (select from ${users} where ${users.id} = ${id} for key share)`;

/**
 * The events sent that name only people who are there (their actor, and their student when they
 * name one). Each person's row is held (`for key share`) until the transaction ends: an erasure
 * locks the student's row before it deletes their events, so it waits for every event being
 * written about them, and an event written after it finds no one and is not stored. The events
 * table has no foreign keys (decision 0061): this is its check of whom an event names.
 */
const eventsOfPeopleThere = sql`select ${givenRecords.names} from (${givenRecords.select('events')}) as given
  where ${personHeld(sql`given.actor_id`)}
    and (given.student_id is null or ${personHeld(sql`given.student_id`)})`;

/**
 * Events stored by a fact's own statement, beside its writes, one round trip fewer than `record`:
 * `insert` stores the events sent as the JSON placeholder `events` (`jsonOf`) in a `with` of that
 * statement, `list` answers the rows it stored as one JSON column (`rowsOf` decodes them), and
 * `recordStored` then does the rest of what recording them takes. Every event is stored so.
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

/** Rows of the consumers' reads, each by its consumer. */
type ReadRows = Map<GatheredConsumer, Record<string, unknown>>;

/** The consumers' reads for a batch of events, in their consumers' order, with their values. */
type Reading = readonly (readonly [GatheredConsumer, Record<string, unknown>])[];

/** Every registered consumer's read by its name, for the statements that hold them. */
const readsByName = new Map<string, GatheredConsumer>();

/** The column that holds a consumer's read, by the read's name. */
const readColumn = (name: string) => `read_${name}`;

/** The reads named, as columns of one row named by `readColumn`, each its read's row as JSON. */
function readColumns(db: Database, names: readonly string[]): Record<string, SQL> {
  return Object.fromEntries(
    names.map((name) => {
      const column = sql.identifier(readColumn(name));
      const query = readsByName.get(name)?.query(db);
      return [readColumn(name), sql`(select row_to_json(${column}) from (${query}) as ${column})`];
    }),
  );
}

/** The placeholders' values of all the reads, none named twice. */
function valuesOf(reading: Reading): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [, own] of reading) {
    for (const [key, value] of Object.entries(own)) {
      if (key in values) throw new Error(`two consumers' reads name the placeholder ${key}`);
      values[key] = value;
    }
  }
  return values;
}

const rowsOfReads = (row: Record<string, unknown>, reading: Reading): ReadRows =>
  new Map(
    reading.map(([gathered]) => [
      gathered,
      (row[readColumn(gathered.name)] ?? {}) as Record<string, unknown>,
    ]),
  );

/** Whether a fact's statement ran exactly the reads of its events' consumers, by their names. */
const ranTheReads = (row: Record<string, unknown>, names: readonly string[]) => {
  const ran = [...readsByName.keys()].filter((name) => readColumn(name) in row);
  return ran.length === names.length && names.every((name) => ran.includes(name));
};

/** The reads of the consumers named, in one statement prepared per set of them. */
const gatheredReadsOf = byShape((names: string[], place) =>
  preparedSql<Record<string, unknown>>(
    `learning_event_reads_${place}`,
    (db) => sql`select ${selectListOf(readColumns(db, names))}`,
  ),
);

/**
 * A consumer that reads before it writes (see `GatheredConsumer`): run by a recorder, its read
 * goes with the other consumers' reads; called alone, it reads by itself.
 */
export function consumerReading(gathered: GatheredConsumer): LearningEventConsumer {
  const readAlone = preparedSql<Record<string, unknown>>(gathered.name, gathered.query);
  const consumeAlone = async (tx: Database, events: readonly RecordedLearningEvent[]) => {
    const values = gathered.values(events);
    if (!values) return;
    const [row] = await readAlone(tx, values);
    await gathered.consume(tx, events, row ?? {});
  };
  Object.defineProperty(consumeAlone, 'name', { value: gathered.consume.name });
  return Object.assign(consumeAlone, { gathered });
}

/** The app's one recorder (see LearningEventRecorder): it alone writes the events and the LRS outbox. */
export function createLearningEventRecorder(options: { forward: boolean }): LearningEventRecorder {
  const consumers: { kinds: ReadonlySet<LearningEventKind>; consume: LearningEventConsumer }[] = [];
  const observers: { kinds: ReadonlySet<LearningEventKind>; observe: LearningEventObserver }[] = [];
  async function store(tx: Database, events: readonly NewLearningEvent[]) {
    await afterStored(tx, await storeLearningEvents(tx, events));
  }
  const seenBy = <E extends NewLearningEvent>(
    kinds: ReadonlySet<LearningEventKind>,
    events: readonly E[],
  ) => events.filter((event) => kinds.has(event.kind));
  /** The reads of the consumers of these events, in the consumers' order. */
  function readingOf(events: readonly NewLearningEvent[]): Reading {
    return consumers.flatMap(({ kinds, consume: { gathered } }) => {
      const seen = seenBy(kinds, events);
      const values = gathered && seen.length > 0 ? gathered.values(seen) : null;
      return gathered && values ? [[gathered, values] as const] : [];
    });
  }
  async function afterStored(
    tx: Database,
    stored: readonly RecordedLearningEvent[],
    readAlong?: Record<string, unknown>,
  ) {
    const wanted = consumers.flatMap(({ kinds, consume }) => {
      const seen = seenBy(kinds, stored);
      return seen.length > 0 ? [{ consume, seen }] : [];
    });
    if (options.forward) {
      await tx.insert(lrsOutbox).values(stored.map((row) => ({ eventSeq: row.seq })));
    }
    // The consumers' reads first, in one statement (or the fact's own); then each consumer, in
    // the order registered.
    const reading = readingOf(stored);
    const names = reading.map(([gathered]) => gathered.name);
    let rows: ReadRows = new Map();
    if (readAlong) {
      if (!ranTheReads(readAlong, names)) {
        throw new Error("the fact's statement ran other reads than its events' consumers'");
      }
      rows = rowsOfReads(readAlong, reading);
    } else if (reading.length > 0) {
      const [row] = await gatheredReadsOf(names)(tx, valuesOf(reading));
      if (!row) throw new Error("the consumers' reads answered no row");
      rows = rowsOfReads(row, reading);
    }
    for (const { consume, seen } of wanted) {
      const { gathered } = consume;
      if (!gathered) await consume(tx, seen);
      else {
        const row = rows.get(gathered);
        if (row) await gathered.consume(tx, seen, row);
      }
    }
  }
  const anySeenBy = (
    listeners: readonly { kinds: ReadonlySet<LearningEventKind> }[],
    events: readonly NewLearningEvent[],
  ) => listeners.some(({ kinds }) => seenBy(kinds, events).length > 0);
  const watched = (events: readonly NewLearningEvent[]) =>
    options.forward || anySeenBy([...consumers, ...observers], events);
  const recorder: LearningEventRecorder = {
    recordAlone(db, events) {
      return watched(events)
        ? inTransaction(db, (tx) => recorder.record(tx, events))
        : recorder.record(db, events);
    },
    addConsumer(kinds, consume) {
      if (consume.gathered) readsByName.set(consume.gathered.name, consume.gathered);
      consumers.push({ kinds: new Set(kinds), consume });
    },
    addObserver(kinds, observe) {
      observers.push({ kinds: new Set(kinds), observe });
    },
    async storesOnly(events) {
      if (options.forward) return false;
      if (anySeenBy(consumers, events)) return false;
      for (const { kinds, observe } of observers) {
        const seen = seenBy(kinds, events);
        if (seen.length > 0 && !(await observe.idleFor?.(seen))) return false;
      }
      return true;
    },
    async record(tx, events) {
      if (events.length === 0) return;
      // Observers first: every path then takes its row locks in one order (a streak day before
      // the XP a hand-in's consumer awards), so two saves of one student never deadlock.
      for (const { kinds, observe } of observers) {
        const seen = seenBy(kinds, events);
        if (seen.length > 0) await observe(tx, seen);
      }
      await store(tx, events);
    },
    readsAlong(events) {
      const reading = readingOf(events);
      const names = reading.map(([gathered]) => gathered.name);
      return {
        key: names.join(','),
        columns: (db) => readColumns(db, names),
        values: valuesOf(reading),
      };
    },
    async recordStored(tx, stored, readAlong) {
      // Observers see events before they are stored (see `record`), which a fact's own
      // statement cannot wait for.
      if (anySeenBy(observers, stored)) {
        throw new Error('events an observer watches are recorded with `record`');
      }
      await afterStored(tx, stored, readAlong);
    },
  };
  return recorder;
}
