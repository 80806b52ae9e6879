import { activities as calls } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useDiscussionTest } from '../../../test/discussion-test-world.js';
import { PERFECT, rewardsSteps } from '../../../test/rewards-test-world.js';

// The discussion world gives the kit to 6A in the Science teaching, with a Maths teacher of 6A
// and a Science teacher of 7A beside its Science teacher.
const { t, w, as, extra } = useDiscussionTest();

const toMark = (teacher: { email: string }) => as(teacher).call(calls.getToMarkCounts);

describe('the hand-ins a teacher has to mark', () => {
  it('counts each student’s handed-in worksheet until it is fully marked, never a quiz', async () => {
    const steps = rewardsSteps(t, w, as);
    const before = (await toMark(w.teacher)).total;
    const first = await steps.handInWorksheet(await w.freshStudent('First'));
    t.clock.advance(60_000);
    const second = await steps.handInWorksheet(await w.freshStudent('Second'));
    await steps.handInQuiz(await w.freshStudent('Quizzer'), PERFECT);

    const waiting = await toMark(w.teacher);
    expect(waiting.total).toBe(before + 2);
    const group = waiting.groups.find((g) => g.activity_id === w.worksheet.activity.id);
    expect(group).toMatchObject({
      kit_token: w.kit.token,
      activity_title: w.worksheet.activity.title,
      activity_type: 'worksheet',
      class_id: w.sixA.id,
      class_name: '6A',
    });
    expect(group?.to_mark).toBeGreaterThanOrEqual(2);
    expect(waiting.groups.some((g) => g.activity_id === w.quiz.activity.id)).toBe(false);

    // Part-marked work still waits; fully marked work does not.
    await as(w.teacher).call(calls.markResponses, {
      body: {
        answer_header_id: second,
        marks: [{ activity_detail_id: steps.item(0), marks_obtained: 1 }],
      },
    });
    await steps.markWorksheet(first, [3, 2]);
    expect((await toMark(w.teacher)).total).toBe(before + 1);
  });

  it('counts nothing of work another teacher or another subject’s teacher reaches', async () => {
    const steps = rewardsSteps(t, w, as);
    await steps.handInWorksheet(await w.freshStudent('Third'));
    expect((await toMark(w.teacher)).total).toBeGreaterThan(0);
    for (const other of [extra.mathsTeacher, extra.sevenTeacher]) {
      expect(await toMark(other)).toEqual({ total: 0, groups: [] });
    }
    for (const notATeacher of [w.student, w.schoolAdmin]) {
      expect((await as(notATeacher).send(calls.getToMarkCounts)).status).toBe(403);
    }
  });
});
