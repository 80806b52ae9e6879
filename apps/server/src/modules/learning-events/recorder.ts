import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectListOf } from '../../db/column-names.js';
import { byShape, preparedSql } from '../../db/prepared.js';
import { type LearningEventKind, lrsOutbox } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { gatheredWhileBusy } from '../../lib/gathered-calls.js';
import type {
  GatheredConsumer,
  LearningEventConsumer,
  LearningEventObserver,
  LearningEventRecorder,
  NewLearningEvent,
  RecordedLearningEvent,
} from '../../lib/learning-event-recorder.js';
import { storeLearningEvents } from './stored-events.js';
import { claimLeftWaiting, claimWaiting, dueWaiting } from './waiting-events.js';

export type {
  GatheredConsumer,
  LearningEventConsumer,
  LearningEventObserver,
  LearningEventRecorder,
  NewLearningEvent,
  RecordedLearningEvent,
} from '../../lib/learning-event-recorder.js';

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

/** The most facts whose waiting events one transaction consumes. */
const CONSUMED_TOGETHER = 64;

interface RecorderOptions {
  /** Whether statements go to an external LRS: each event then gets its outbox row. */
  forward: boolean;
  /**
   * Runs a transaction of consumers with what they publish held back and sent in one statement
   * (the live publisher's `together`); without it, each publishes as it goes.
   */
  together?: <T>(tx: Database, work: () => Promise<T>) => Promise<T>;
  /** Told when consumers failed after a fact committed: its events are left to the sweep. */
  onLeftWaiting?: (error: unknown) => void;
}

/** The app's one recorder (see LearningEventRecorder): it alone writes the events and the LRS outbox. */
export function createLearningEventRecorder(options: RecorderOptions): LearningEventRecorder {
  const together = options.together ?? ((_tx, work) => work());
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
  async function afterStored(tx: Database, stored: readonly RecordedLearningEvent[]) {
    if (stored.length === 0) return;
    const wanted = consumers.flatMap(({ kinds, consume }) => {
      const seen = seenBy(kinds, stored);
      return seen.length > 0 ? [{ consume, seen }] : [];
    });
    if (options.forward) {
      await tx.insert(lrsOutbox).values(stored.map((row) => ({ eventSeq: row.seq })));
    }
    // The consumers' reads first, in one statement; then each consumer, in the order registered.
    const reading = readingOf(stored);
    const names = reading.map(([gathered]) => gathered.name);
    let rows: ReadRows = new Map();
    if (reading.length > 0) {
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
    consumeWaiting(db, stored) {
      // Observers see events before they are stored (see `record`), which a fact's own
      // statement cannot wait for.
      if (anySeenBy(observers, stored)) {
        return Promise.reject(new Error('events an observer watches are recorded with `record`'));
      }
      return waitingConsumerOf(db)(stored.map((event) => event.seq));
    },
    async sweepWaiting(db) {
      try {
        return await consumeClaimed(db, claimLeftWaiting);
      } catch (error) {
        options.onLeftWaiting?.(error);
        // One event its consumers cannot take must not hold back the others: each alone.
        let consumed = 0;
        for (const seq of await dueWaiting(db)) {
          try {
            consumed += await consumeClaimed(db, (tx) => claimWaiting(tx, [seq]));
          } catch (alone) {
            options.onLeftWaiting?.(alone);
          }
        }
        return consumed;
      }
    },
  };

  /**
   * One transaction that takes waiting rows (`claim`) and does for their events what `record`
   * does after storing; what its consumers publish goes out together. Answers how many it took.
   */
  function consumeClaimed(
    db: Database,
    claim: (tx: Database) => Promise<RecordedLearningEvent[]>,
  ): Promise<number> {
    return inTransaction(db, (tx) =>
      together(tx, async () => {
        const events = await claim(tx);
        await afterStored(tx, events);
        return events.length;
      }),
    );
  }

  /** Per database handle, the waiting events' seqs of the calls made while one batch runs. */
  const waitingConsumers = new WeakMap<Database, (seqs: number[]) => Promise<void>>();
  function waitingConsumerOf(db: Database) {
    let consume = waitingConsumers.get(db);
    if (!consume) {
      const gathered = gatheredWhileBusy<number[], void>({
        most: CONSUMED_TOGETHER,
        run: async (calls) => {
          await consumeClaimed(db, (tx) => claimWaiting(tx, calls.flat()));
          return calls.map(() => undefined);
        },
      });
      // Consumers that failed leave their events waiting, for the sweep: the fact stands.
      consume = (seqs) => gathered(seqs).catch((error: unknown) => options.onLeftWaiting?.(error));
      waitingConsumers.set(db, consume);
    }
    return consume;
  }
  return recorder;
}
