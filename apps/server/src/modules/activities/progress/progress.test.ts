import { activities } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { type ActivityWorld, useActivityTest } from '../../../test/activity-world.js';

const { w, as } = useActivityTest();
type Student = Awaited<ReturnType<ActivityWorld['freshStudent']>>;
interface Item {
  activity_id: number;
  progress: string;
  status: string | null;
  questions: { activity_detail_id: number; progress: string }[];
}

const q = (i: number) => w.quiz.questions[i];
const option = (question: number, index: number) => q(question)?.options[index]?.id;

async function progressOf(student: Student, activityId: number) {
  const response = await as(student).call(activities.getActivityProgress, {
    body: { activity_id: activityId },
  });
  const [item] = response.results;
  return { progress: item?.progress, questions: item?.questions.map((x) => x.progress) };
}

describe('POST /api/v1/contents/student/check-activity/progress', () => {
  it('follows a quiz from not started through a draft to right and wrong answers', async () => {
    const student = await w.freshStudent();
    const quiz = w.quiz.activity.id;
    expect(await progressOf(student, quiz)).toEqual({
      progress: 'NS',
      questions: ['NS', 'NS', 'NS'],
    });
    const id = (await as(student).call(activities.startAttempt, { body: { activity_id: quiz } }))
      .answer_header_id;
    await as(student).call(activities.saveAnswer, {
      params: { id },
      body: {
        activity_detail_id: q(1)?.id,
        answer: [option(1, 2)],
      },
    });
    // A draft shows what was answered, not whether it was right.
    expect(await progressOf(student, quiz)).toEqual({ progress: 'I', questions: ['N', 'A', 'N'] });
    await as(student).call(activities.completeAnswer, {
      params: { id },
      body: {
        answer: [{ activity_detail_id: q(0)?.id, answer: [option(0, 0)] }],
      },
    });
    expect(await progressOf(student, quiz)).toEqual({ progress: 'C', questions: ['C', 'W', 'N'] });
  });

  it('shows marked work as attempted until the teacher has marked it all', async () => {
    const student = await w.freshStudent();
    const worksheet = w.worksheet.activity.id;
    const id = (
      await as(student).call(activities.startAttempt, { body: { activity_id: worksheet } })
    ).answer_header_id;
    await as(student).call(activities.saveAnswer, {
      params: { id },
      body: {
        activity_detail_id: w.worksheet.questions[0]?.id,
        text: 'Brightness.',
      },
    });
    await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
    expect(await progressOf(student, worksheet)).toEqual({ progress: 'A', questions: ['A', 'N'] });
    await as(w.teacher).call(activities.markResponses, {
      body: {
        answer_header_id: id,
        marks: [
          { activity_detail_id: w.worksheet.questions[0]?.id, marks_obtained: 3 },
          { activity_detail_id: w.worksheet.questions[1]?.id, marks_obtained: 1 },
        ],
      },
    });
    expect(await progressOf(student, worksheet)).toEqual({ progress: 'C', questions: ['C', 'A'] });
  });

  it('answers every activity of a kit assigned to the class, and 404 for any other', async () => {
    const student = await w.freshStudent();
    const response = await as(student).call(activities.getActivityProgress, {
      body: { kit_id: w.kit.id },
    });
    expect(response.results.map((r: Item) => [r.activity_id, r.progress])).toEqual([
      [w.quiz.activity.id, 'NS'],
      [w.worksheet.activity.id, 'NS'],
      [w.quest.activity.id, 'NS'],
    ]);
    // Each activity of the kit reads its own attempt and questions.
    const id = (
      await as(student).call(activities.startAttempt, { body: { activity_id: w.quiz.activity.id } })
    ).answer_header_id;
    await as(student).call(activities.saveAnswer, {
      params: { id },
      body: {
        activity_detail_id: q(1)?.id,
        answer: [option(1, 0)],
      },
    });
    const started = await as(student).call(activities.getActivityProgress, {
      body: { kit_id: w.kit.id },
    });
    expect(
      started.results.map((r) => [
        r.activity_id,
        r.progress,
        r.status,
        r.questions.map((x) => x.progress),
      ]),
    ).toEqual([
      [w.quiz.activity.id, 'I', 'DR', ['N', 'A', 'N']],
      [w.worksheet.activity.id, 'NS', null, ['NS', 'NS']],
      [w.quest.activity.id, 'NS', null, ['NS', 'NS']],
    ]);

    // Of a kit assigned one activity at a time, only the assigned activities count.
    const partly = await w.kitsOf.kit({ activities: ['quiz', 'worksheet'] });
    const [, assigned] = partly.activities;
    await w.kitsOf.assignment({
      schoolClass: w.sixA,
      kit: partly.kit,
      teacher: w.teacher,
      dueDate: '2030-03-20',
      activity: assigned,
    });
    const onlyOne = await as(student).call(activities.getActivityProgress, {
      body: { kit_id: partly.kit.id },
    });
    expect(onlyOne.results.map((r: Item) => r.activity_id)).toEqual([assigned?.id]);

    const other = await w.kitsOf.kit();
    expect(
      (await as(student).send(activities.getActivityProgress, { body: { kit_id: other.kit.id } }))
        .status,
    ).toBe(404);
    expect(
      (
        await as(w.sisterStudent).send(activities.getActivityProgress, {
          body: { kit_id: w.kit.id },
        })
      ).status,
    ).toBe(404);
    expect((await as(student).send(activities.getActivityProgress, { body: {} })).status).toBe(400);
  });

  it('reads N for work never started once the teacher has closed it', async () => {
    const student = await w.freshStudent();
    const closedKit = await w.kitsOf.kit({ activities: ['quiz'] });
    const [activity] = closedKit.activities;
    if (!activity) throw new Error('kit without its quiz');
    await w.content.quiz(activity, [[{ options: [true, false] }]]);
    await w.kitsOf.assignment({
      schoolClass: w.sixA,
      kit: closedKit.kit,
      teacher: w.teacher,
      dueDate: '2030-03-20',
      state: 'completed',
    });
    expect(await progressOf(student, activity.id)).toEqual({ progress: 'N', questions: ['NS'] });
  });
});
