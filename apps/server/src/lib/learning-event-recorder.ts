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
 * Something made from events (notifications, XP and badges, live updates): in the transaction
 * that stores them (`record`), or in one right after it for events a fact's statement left
 * waiting (`consumeWaiting`), which the sweep finishes if that one never ran.
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
   * they are stored, and in every `consumeWaiting` transaction with such events, with those
   * events only. Other records (every answer saved) stay one plain insert.
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
   * Does for events a fact's own statement stored as waiting (the learning-events module's
   * `storedEvents.waitFrom`), once that fact has committed, what `record` does after storing
   * them: the LRS outbox and the consumers, in a transaction that takes their waiting rows, so
   * they run once whoever runs them. Calls made while one such transaction runs go together in
   * the next. Resolves when they have run, or have failed and been left waiting for
   * `sweepWaiting`: the fact stands either way. Events an observer watches are refused: they go
   * through `record`.
   */
  consumeWaiting(db: Database, stored: readonly RecordedLearningEvent[]): Promise<void>;
  /**
   * Consumes, as `consumeWaiting`, events left waiting for some seconds (their process stopped
   * between the fact's commit and its consumers', or the consumers failed), the oldest first, a
   * bounded number at once; two processes sweeping take different events. Answers how many.
   */
  sweepWaiting(db: Database): Promise<number>;
}
