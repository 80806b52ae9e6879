import { describe, expect, it } from 'vitest';
import type { LearningEventKind } from '../../db/schema/index.js';
import { useActivityTest } from '../../test/activity-world.js';
import { writeClassEvents } from '../../test/learning-events.js';
import { createClassWorkRepository } from './class-work.repository.js';

const { t, w } = useActivityTest();

/** Events of these kinds and classes written in this order by the demo teacher; their seqs. */
const written = (...events: [kind: LearningEventKind, classId: number][]) =>
  writeClassEvents(t.db, w, t.clock.now(), events);

describe('the class work poll', () => {
  it('reads the watched classes’ work after the window, and only counts it below', async () => {
    const repo = createClassWorkRepository(t.db);
    const [floor = 0, below, , belowOther, after = 0, newer, , newest] = await written(
      ['work_marked', w.sixA.id],
      ['work_marked', w.sixA.id],
      ['content_study_start', w.sixA.id],
      ['work_marked', w.sevenA.id],
      ['work_marked', w.sixA.id],
      ['work_marked', w.sevenA.id],
      ['content_study_start', w.sevenA.id],
      ['work_marked', w.sixA.id],
    );

    const read = await repo.eventsAfter([w.sixA.id, w.sevenA.id], { floor, after });
    expect(read.events.map((event) => event.seq)).toEqual([newer, newest]);
    expect(read.earlier).toEqual({
      count: 3,
      seqSum: (below ?? 0) + (belowOther ?? 0) + after,
    });
    expect(read.top).toBe(newest);

    const oneClass = await repo.eventsAfter([w.sixA.id], { floor, after });
    expect(oneClass.events).toEqual([
      {
        seq: newest,
        class_id: w.sixA.id,
        activity_id: null,
        student_id: w.student.id,
        kind: 'work_marked',
      },
    ]);
    expect(oneClass.earlier).toEqual({ count: 2, seqSum: (below ?? 0) + after });
  });

  it('reads only the newest seq without a window', async () => {
    const [seq] = await written(['work_marked', w.sixA.id]);
    const read = await createClassWorkRepository(t.db).eventsAfter([w.sixA.id], null);
    expect(read).toEqual({ top: seq, events: [], earlier: { count: 0, seqSum: 0 } });
  });
});
