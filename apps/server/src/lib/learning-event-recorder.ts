import type { Database } from '../db/client.js';
import { learningEvents, lrsOutbox } from '../db/schema/index.js';

export type NewLearningEvent = typeof learningEvents.$inferInsert;

/**
 * Writes learning events inside the caller's transaction, so an event exists exactly when its
 * fact does. When statements are forwarded to an external LRS, each event also gets its outbox
 * row in that transaction, so none is lost between the fact and the forwarder.
 */
export interface LearningEventRecorder {
  record(tx: Database, events: readonly NewLearningEvent[]): Promise<void>;
}

export function createLearningEventRecorder(options: { forward: boolean }): LearningEventRecorder {
  return {
    async record(tx, events) {
      if (events.length === 0) return;
      if (!options.forward) {
        await tx.insert(learningEvents).values([...events]);
        return;
      }
      const stored = await tx
        .insert(learningEvents)
        .values([...events])
        .returning({ seq: learningEvents.seq });
      await tx.insert(lrsOutbox).values(stored.map((row) => ({ eventSeq: row.seq })));
    },
  };
}
