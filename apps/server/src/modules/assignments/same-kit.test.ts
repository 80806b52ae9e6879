import { assignments, type CallBody } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useAssignmentTest } from '../../test/assignment-world.js';

const { w, as } = useAssignmentTest();

const assign = (
  body: CallBody<typeof assignments.createAssignments>,
  who: { email: string } = w.teacher,
) => as(who).send(assignments.createAssignments, { body });
const quizAndQuest = async () => {
  const kit = await w.kitsOf.kit({ activities: ['quiz', 'quest'] });
  const [quiz, quest] = kit.activities;
  if (!quiz || !quest) throw new Error('the kit needs a quiz and a quest');
  return { kit: kit.kit, quiz, quest };
};

describe('several activities of one kit in one class', () => {
  it('gives a class with the quiz open the quest, each with its own due date and instructions', async () => {
    const { kit, quiz, quest } = await quizAndQuest();
    const give = (activityId: number, dueDate: string, instructions: string) =>
      assign({
        kit_id: kit.id,
        activity_id: activityId,
        class_ids: [w.sixA.id],
        due_date: dueDate,
        instructions,
      });
    expect((await give(quiz.id, '2030-03-12', 'Quiz on your own.')).status).toBe(201);
    const second = await give(quest.id, '2030-03-19', 'Quest in pairs.');
    expect(second.status).toBe(201);
    expect(second.data?.results[0]).toMatchObject({
      class_id: w.sixA.id,
      activity: { activity_id: quest.id },
      due_date: '2030-03-19',
      instructions: 'Quest in pairs.',
    });

    const listed = await as(w.teacher).call(assignments.listClassrooms, {
      body: {
        class_id: w.sixA.id,
        per_page: 100,
      },
    });
    const ofKit = listed.results
      .filter((a) => a.kit_id === kit.id)
      .map((a) => [a.activity?.activity_id, a.due_date, a.instructions]);
    expect(ofKit).toEqual(
      expect.arrayContaining([
        [quiz.id, '2030-03-12', 'Quiz on your own.'],
        [quest.id, '2030-03-19', 'Quest in pairs.'],
      ]),
    );
    expect(ofKit).toHaveLength(2);
  });

  it('says per class what can still be assigned, by the rule the assign call applies', async () => {
    const { kit, quiz, quest } = await quizAndQuest();
    const created = await assign({
      kit_id: kit.id,
      activity_id: quiz.id,
      class_ids: [w.sixA.id],
      due_date: '2030-03-12',
    });
    const quizInSixA = created.data?.results[0]?.assignment_id;
    const statusFor = async (activityId?: number) => {
      const response = await as(w.teacher).send(assignments.getClassStatus, {
        body: {
          kit_id: kit.id,
          activity_id: activityId,
        },
      });
      expect(response.status).toBe(200);
      return (response.data?.results ?? []).map((r) => [r.class_name, r.can_assign, r.covered_by]);
    };
    expect(await statusFor(quiz.id)).toEqual([
      ['6A', false, [quizInSixA]],
      ['6B', true, []],
    ]);
    expect(await statusFor(quest.id)).toEqual([
      ['6A', true, []],
      ['6B', true, []],
    ]);
    expect(await statusFor()).toEqual([
      ['6A', false, [quizInSixA]],
      ['6B', true, []],
    ]);
  });

  it('refuses the same activity twice with a detail naming it, and creates nothing', async () => {
    const { kit, quiz } = await quizAndQuest();
    const body = { kit_id: kit.id, activity_id: quiz.id, due_date: '2030-03-12' };
    expect((await assign({ ...body, class_ids: [w.sixA.id] })).status).toBe(201);
    const again = await assign({
      ...body,
      class_ids: [w.sixB.id, w.sixA.id],
      due_date: '2030-03-20',
    });
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({
      code: 'duplicate_assignment',
      detail: `6A already has “${quiz.title}” from “${kit.title}”. Change or reopen the existing assignment, or cancel it to assign the activity again.`,
    });
    const status = await as(w.teacher).call(assignments.getClassStatus, {
      body: { kit_id: kit.id },
    });
    const sixB = status.results.find((r) => r.class_id === w.sixB.id);
    expect(sixB?.assignments).toEqual([]);
  });

  it("refuses another teacher's or another school's class, and an activity of another kit", async () => {
    const { kit, quest } = await quizAndQuest();
    const other = await quizAndQuest();
    const body = { kit_id: kit.id, activity_id: quest.id, due_date: '2030-03-12' };
    expect((await assign({ ...body, class_ids: [w.otherClass.id] })).status).toBe(404);
    expect((await assign({ ...body, class_ids: [w.sisterClass.id] })).status).toBe(404);
    expect((await assign({ ...body, class_ids: [w.sixA.id] }, w.sevenTeacher)).status).toBe(404);
    expect((await assign({ ...body, class_ids: [w.sixA.id] }, w.otherTeacher)).status).toBe(404);
    const foreign = await as(w.otherTeacher).call(assignments.getClassStatus, {
      body: { kit_id: kit.id },
    });
    expect(foreign.results.map((r: { class_id: number }) => r.class_id)).toEqual([w.otherClass.id]);
    const wrongActivity = await as(w.teacher).send(assignments.getClassStatus, {
      body: {
        kit_id: kit.id,
        activity_id: other.quest.id,
      },
    });
    expect(wrongActivity.status).toBe(400);
    expect(wrongActivity.error?.errors?.activity_id).toEqual(['Choose an activity of this kit.']);
  });
});
