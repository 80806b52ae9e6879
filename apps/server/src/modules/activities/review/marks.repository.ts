import type { Database } from '../../../db/client.js';
import type { answers } from '../../../db/schema/index.js';
import type { LiveItem } from '../../../lib/live-publisher.js';
import type { NewLearningEvent } from '../../learning-events/index.js';
import { lockAttempt } from '../attempts/attempt-rows.repository.js';
import type { AttemptRow } from '../attempts/attempts.repository.js';
import {
  MARK_FIELDS,
  type MarkField,
  type Marking,
  type SavedMarking,
  saveMarkingChanging,
  saveMarksChanging,
} from './mark-statements.js';

type NewAnswer = typeof answers.$inferInsert;

/** A marking worked out before it is saved: the marks of its items and the attempt's marking. */
export interface MarkingChange {
  marks: readonly NewAnswer[];
  marking: Marking;
}

const changedFields = (mark: NewAnswer) => MARK_FIELDS.filter((field) => mark[field] !== undefined);

/** A teacher's marks in the marking's transaction: a whole batch in one statement per shape. */
export function createMarksRepository(tx: Database) {
  return {
    /**
     * The attempt, locked until the transaction ends: a change computed from its answers after
     * this sees every other change to them that committed first.
     */
    lock: (attemptId: number): Promise<AttemptRow | null> => lockAttempt(tx, attemptId),

    /**
     * Teachers' marks and comments, or quiz marks overridden (with the automatic mark and the
     * reason), with the attempt's marking, its learning events and its live news; an item left
     * unanswered gets an empty answer. Fields left undefined keep what they had: marks changing
     * the same fields share one statement (usually all of them), the last one with the marking,
     * the events and the news.
     * Answers the attempt's answers and row as they now are, and the events as stored, waiting
     * for their consumers (who run after the commit).
     */
    async saveMarking(
      attemptId: number,
      { marks, marking }: MarkingChange,
      events: readonly NewLearningEvent[],
      live: readonly LiveItem[],
    ): Promise<SavedMarking> {
      const shapes = new Map<string, NewAnswer[]>();
      for (const mark of marks) {
        const shape = changedFields(mark).join(',');
        shapes.set(shape, [...(shapes.get(shape) ?? []), mark]);
      }
      const fieldsOf = (shape: string) => (shape === '' ? [] : (shape.split(',') as MarkField[]));
      const all = [...shapes];
      const [lastShape, lastRows] = all.pop() ?? ['', []];
      for (const [shape, rows] of all)
        await saveMarksChanging(tx, attemptId, fieldsOf(shape), rows);
      return saveMarkingChanging(
        tx,
        attemptId,
        fieldsOf(lastShape),
        lastRows,
        marking,
        events,
        live,
      );
    },
  };
}
