import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { LearningEventKind, learningEvents } from '../db/schema/index.js';

/*
 * What every module sees of the learning-event stream: the events and the recorder in the app
 * context. The recorder itself, which writes the events' table, is the learning-events module's.
 */

export type NewLearningEvent = typeof learningEvents.$inferInsert;
export type RecordedLearningEvent = typeof learningEvents.$inferSelect;

/**
 * Something made from events in the same transaction as they are stored (notifications, live
 * updates), so what it makes exists exactly when the events do.
 */
export type LearningEventConsumer = ((
  tx: Database,
  events: readonly RecordedLearningEvent[],
) => Promise<void>) & {
  /**
   * A consumer that reads before it writes may say so (the learning-events module's
   * `consumerReading`): the recorder then runs its read with the other consumers' reads of the
   * same events in one statement, before any of them writes, and hands it the row.
   */
  gathered?: GatheredConsumer;
};

/** The consumers' reads a fact's own statement runs (see `LearningEventRecorder.readsAlong`). */
export interface ReadsAlong {
  key: string;
  /** Each read as a column of the statement's row, by the name it must have there. */
  columns(db: Database): Record<string, SQL>;
  values: Record<string, unknown>;
}

/**
 * A consumer's read, run by the recorder beside the other consumers' reads: `query` answers one
 * row, its placeholders named apart from every other consumer's, and sees none of the consumers'
 * writes; `values` gives their values for the events (from what a fact gives of them: they may not
 * be stored yet), or null when the consumer has nothing to do with them (it is then not run).
 */
export interface GatheredConsumer {
  name: string;
  query(db: Database): SQL;
  values(events: readonly NewLearningEvent[]): Record<string, unknown> | null;
  consume(
    tx: Database,
    events: readonly RecordedLearningEvent[],
    row: Record<string, unknown>,
  ): Promise<void>;
}

/**
 * Something kept up to date from events as they were given, without their stored rows (streak
 * days), so a record that only observers want stays one plain insert and one more statement.
 */
export type LearningEventObserver = ((
  tx: Database,
  events: readonly NewLearningEvent[],
) => Promise<void>) & {
  /** Whether it would write nothing for these events now; an observer without says no. */
  idleFor?(events: readonly NewLearningEvent[]): Promise<boolean>;
};

/**
 * Writes learning events inside the caller's transaction, so an event exists exactly when its
 * fact does. When statements are forwarded to an external LRS, each event also gets its outbox
 * row in that transaction, so none is lost between the fact and the forwarder.
 */
export interface LearningEventRecorder {
  record(tx: Database, events: readonly NewLearningEvent[]): Promise<void>;
  /**
   * Records events that have no fact of their own to share a transaction with (a page the
   * browser reports studied): in a transaction of their own when anything is kept from them
   * (an outbox row, what an observer or consumer writes), else as one plain insert.
   */
  recordAlone(db: Database, events: readonly NewLearningEvent[]): Promise<void>;
  /**
   * Runs `consumer` inside every later `record` transaction that stores events of `kinds`, after
   * they are stored, with those events only. Other records (every answer saved) stay one plain
   * insert.
   */
  addConsumer(kinds: readonly LearningEventKind[], consumer: LearningEventConsumer): void;
  /** Runs `observer` in every later `record` with events of `kinds`, with those events, before they are stored. */
  addObserver(kinds: readonly LearningEventKind[], observer: LearningEventObserver): void;
  /**
   * Whether storing these events is all that recording them takes now: nothing forwarded, no
   * consumer of their kinds, every observer of their kinds idle for them. A fact may then write
   * them in its own statement through the learning-events module's `storedEvents`, with no
   * transaction around it.
   */
  storesOnly(events: readonly NewLearningEvent[]): Promise<boolean>;
  /**
   * Does for events a fact's own statement stored in `tx` (the learning-events module's
   * `storedEvents`) what `record` does after storing them: the LRS outbox and the consumers.
   * Events of a kind an observer watches are refused: they go through `record`.
   */
  recordStored(
    tx: Database,
    stored: readonly RecordedLearningEvent[],
    readAlong?: Record<string, unknown>,
  ): Promise<void>;
  /**
   * The consumers' reads of events a fact's own statement stores, for that statement to run
   * beside its writes (one round trip fewer): `columns` of its one row (none when no consumer
   * reads), prepared once per `key`, with the placeholders' `values`; the statement's row then
   * goes to `recordStored` as `readAlong`. They see the database as it was before the statement,
   * so a fact runs them only when its statement writes nothing they read (a marking or a return
   * writes no kit, person, setting or XP).
   */
  readsAlong(events: readonly NewLearningEvent[]): ReadsAlong;
}
