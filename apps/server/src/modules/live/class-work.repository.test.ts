import { describe, expect, it } from 'vitest';
import { learningEvents } from '../../db/schema/index.js';
import { useActivityTest } from '../../test/activity-world.js';
import { createClassWorkRepository } from './class-work.repository.js';

const { t, w } = useActivityTest();

/** Events of these kinds and classes written in this order; their seqs. */
async function written(
  ...events: [kind: 'work_marked' | 'content_study_start', classId: number][]
) {
  const rows = await t.db
    .insert(learningEvents)
    .values(
      events.map(([kind, classId]) => ({
        kind,
        organisationId: w.school.id,
        actorId: w.teacher.id,
        actorType: 'T' as const,
        studentId: w.student.id,
        classId,
        occurredAt: t.clock.now(),
      })),
    )
    .returning({ seq: learningEvents.seq });
  return rows.map((row) => row.seq);
}

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
