import { discussions } from '@kitlab/contract';
import { beforeAll, beforeEach } from 'vitest';
import { useActivityTest } from './activity-world.js';

/**
 * The activity world with its quest's assignment given in Science by 6A's teacher, a Maths teacher
 * of 6A, a teacher of 7A, and an hour between tests so posting limits never carry over.
 */
export function useDiscussionTest() {
  const test = useActivityTest();
  const { t, w, as } = test;
  const extra = {} as {
    mathsTeacher: Awaited<ReturnType<typeof t.make.user>>;
    sevenTeacher: Awaited<ReturnType<typeof t.make.user>>;
  };
  beforeAll(async () => {
    await test.giveAssignmentInScience();
    extra.mathsTeacher = await t.make.user({
      type: 'T',
      organisation: w.school,
      firstName: 'Ivan',
    });
    await t.make.teach(extra.mathsTeacher, w.sixA, 'Mathematics');
    extra.sevenTeacher = await t.make.user({
      type: 'T',
      organisation: w.school,
      firstName: 'Sara',
    });
    await t.make.teach(extra.sevenTeacher, w.sevenA, 'Science');
  });
  beforeEach(() => t.clock.advance(2 * 3_600_000));

  const step = (index = 0) => w.quest.steps[index]?.id ?? 0;
  return {
    ...test,
    extra,
    step,
    /** Posts on a step of the quest as a student: their thread, started by the first message. */
    askOnStep(student: { email: string }, text: string, index = 0) {
      return as(student).call(discussions.postMessage, {
        body: { activity_id: w.quest.activity.id, activity_detail_id: step(index), text },
      });
    },
  };
}
