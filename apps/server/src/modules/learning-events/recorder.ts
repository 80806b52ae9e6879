import type { Database } from '../../db/client.js';
import { type LearningEventKind, learningEvents, lrsOutbox } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';

export type NewLearningEvent = typeof learningEvents.$inferInsert;
export type RecordedLearningEvent = typeof learningEvents.$inferSelect;

/**
 * Something made from events in the same transaction as they are stored (notifications, live
 * updates), so what it makes exists exactly when the events do.
 */
export type LearningEventConsumer = (
  tx: Database,
  events: readonly RecordedLearningEvent[],
) => Promise<void>;

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

/** The statement storing events, as `record` runs it and as a fact's own statement may hold it. */
export const insertLearningEvents = (db: Database, events: readonly NewLearningEvent[]) =>
  db.insert(learningEvents).values([...events]);

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
   * them in its own statement through `insertLearningEvents`, with no transaction around it.
   */
  storesOnly(events: readonly NewLearningEvent[]): Promise<boolean>;
}

export function createLearningEventRecorder(options: { forward: boolean }): LearningEventRecorder {
  const consumers: { kinds: ReadonlySet<LearningEventKind>; consume: LearningEventConsumer }[] = [];
  const observers: { kinds: ReadonlySet<LearningEventKind>; observe: LearningEventObserver }[] = [];
  async function store(tx: Database, events: readonly NewLearningEvent[]) {
    const wanted = consumers.filter(({ kinds }) => events.some((event) => kinds.has(event.kind)));
    if (!options.forward && wanted.length === 0) {
      await insertLearningEvents(tx, events);
      return;
    }
    const stored = await tx
      .insert(learningEvents)
      .values([...events])
      .returning();
    if (options.forward) {
      await tx.insert(lrsOutbox).values(stored.map((row) => ({ eventSeq: row.seq })));
    }
    for (const { kinds, consume } of wanted) {
      await consume(
        tx,
        stored.filter((event) => kinds.has(event.kind)),
      );
    }
  }
  const seenBy = (kinds: ReadonlySet<LearningEventKind>, events: readonly NewLearningEvent[]) =>
    events.filter((event) => kinds.has(event.kind));
  const watched = (events: readonly NewLearningEvent[]) =>
    options.forward ||
    [...consumers, ...observers].some(({ kinds }) => events.some((event) => kinds.has(event.kind)));
  const recorder: LearningEventRecorder = {
    recordAlone(db, events) {
      return watched(events)
        ? inTransaction(db, (tx) => recorder.record(tx, events))
        : recorder.record(db, events);
    },
    addConsumer(kinds, consume) {
      consumers.push({ kinds: new Set(kinds), consume });
    },
    addObserver(kinds, observe) {
      observers.push({ kinds: new Set(kinds), observe });
    },
    async storesOnly(events) {
      if (options.forward) return false;
      if (consumers.some(({ kinds }) => seenBy(kinds, events).length > 0)) return false;
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
  };
  return recorder;
}
