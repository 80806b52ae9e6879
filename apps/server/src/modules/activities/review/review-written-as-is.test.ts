import { activities } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useActivityTest } from '../../../test/activity-world.js';
import { zodReadsWriting } from '../../../test/zod-reads.js';

const { t, w, as, tokenOf } = useActivityTest();

/**
 * A response sheet is what every review write answers. Its attempt is built to fit the schema as
 * it is (its answers' keys in the schema's order), so writing it asks zod for nothing; the kit's
 * questions and steps, shared per kit version, are checked once (decision 0047).
 */
describe('a response sheet', () => {
  it('is written as presented, marked, commented and overridden, zod copying none of it', async () => {
    const student = await w.freshStudent();
    const quest = await as(student).call(activities.saveStepResponse, {
      body: {
        activity_id: w.quest.activity.id,
        activity_detail_id: w.quest.steps[0]?.id,
        text: 'Four sensors, one in each corner.',
      },
    });
    const questId = quest.answer_header_id;
    await as(student).call(activities.completeAnswer, { params: { id: questId }, body: {} });
    const quiz = await as(student).call(activities.startAttempt, {
      body: { activity_id: w.quiz.activity.id },
    });
    const quizId = quiz.answer_header_id;
    const question = w.quiz.questions[0];
    await as(student).call(activities.completeAnswer, {
      params: { id: quizId },
      body: {
        answer: [{ activity_detail_id: question?.id, answer: [question?.options[1]?.id] }],
      },
    });
    const token = await tokenOf(w.teacher);
    const mark = {
      body: {
        answer_header_id: questId,
        marks: w.quest.steps.map((step) => ({
          activity_detail_id: step.id,
          marks_obtained: 0,
          comment: 'Look again at the second part.',
        })),
        comment: 'A good start.',
      },
    };
    const override = {
      body: {
        answer_header_id: quizId,
        activity_detail_id: question?.id ?? 0,
        marks_obtained: 1,
        reason: 'Both options are right in this edition.',
      },
    };
    const sheet = { query: { answer_header_id: quizId } };
    const writeAll = async () => [
      await zodReadsWriting(t, token, activities.markResponses, mark),
      await zodReadsWriting(t, token, activities.overrideMark, override),
      await zodReadsWriting(t, token, activities.getStudentResponses, sheet),
    ];
    // The first of each call writes the kit's shared content, once.
    await writeAll();
    const written = await writeAll();
    expect(written.map(({ status }) => status)).toEqual([200, 200, 200]);
    expect(JSON.stringify(written[0]?.body)).toContain('Look again at the second part.');
    expect(JSON.stringify(written[2]?.body)).toContain('Both options are right in this edition.');
    expect(written.map(({ reads }) => reads)).toEqual([0, 0, 0]);
  });
});
