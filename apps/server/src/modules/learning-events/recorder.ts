import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jsonInsert } from '../../db/json-insert.js';
import { type LearningEventKind, learningEvents, lrsOutbox } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type {
  LearningEventConsumer,
  LearningEventObserver,
  LearningEventRecorder,
  NewLearningEvent,
} from '../../lib/learning-event-recorder.js';

export type {
  LearningEventConsumer,
  LearningEventObserver,
  LearningEventRecorder,
  NewLearningEvent,
  RecordedLearningEvent,
} from '../../lib/learning-event-recorder.js';

/** The statement storing events as a fact's own statement may hold it (`record` stores its own). */
export const insertLearningEvents = (db: Database, events: readonly NewLearningEvent[]) =>
  db.insert(learningEvents).values([...events]);

/** Events stored and answered as stored, in one statement prepared per shape of event. */
const storeLearningEvents = jsonInsert('learning_events_store', learningEvents, {
  returning: getTableColumns(learningEvents),
});

/** The app's one recorder (see LearningEventRecorder): it alone writes the events and the LRS outbox. */
export function createLearningEventRecorder(options: { forward: boolean }): LearningEventRecorder {
  const consumers: { kinds: ReadonlySet<LearningEventKind>; consume: LearningEventConsumer }[] = [];
  const observers: { kinds: ReadonlySet<LearningEventKind>; observe: LearningEventObserver }[] = [];
  async function store(tx: Database, events: readonly NewLearningEvent[]) {
    const wanted = consumers.filter(({ kinds }) => events.some((event) => kinds.has(event.kind)));
    const stored = await storeLearningEvents(tx, events);
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
