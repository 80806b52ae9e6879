import { describe, expect, it } from 'vitest';
import { useAssignmentTest } from '../../test/assignment-world.js';

const { w, call } = useAssignmentTest();

const URL = '/api/v2/assignments/';
const STATUS = `${URL}class/status`;
const assign = (body: object, who: { email: string } = w.teacher) => call(who, 'POST', URL, body);
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
    expect((await give(quiz.id, '2030-03-12', 'Quiz on your own.')).statusCode).toBe(201);
    const second = await give(quest.id, '2030-03-19', 'Quest in pairs.');
    expect(second.statusCode).toBe(201);
    expect(second.json().results[0]).toMatchObject({
      class_id: w.sixA.id,
      activity: { activity_id: quest.id },
      due_date: '2030-03-19',
      instructions: 'Quest in pairs.',
    });

    const listed = await call(w.teacher, 'POST', `${URL}classroom/list/`, {
      class_id: w.sixA.id,
      per_page: 100,
    });
    const ofKit = listed
      .json()
      .results.filter((a: { kit_id: number }) => a.kit_id === kit.id)
      .map((a: { activity: { activity_id: number }; due_date: string; instructions: string }) => [
        a.activity.activity_id,
        a.due_date,
        a.instructions,
      ]);
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
    const quizInSixA = created.json().results[0].assignment_id;
    const statusFor = async (activityId?: number) => {
      const response = await call(w.teacher, 'POST', STATUS, {
        kit_id: kit.id,
        activity_id: activityId,
      });
      expect(response.statusCode).toBe(200);
      return response
        .json()
        .results.map((r: { class_name: string; can_assign: boolean; covered_by: number[] }) => [
          r.class_name,
          r.can_assign,
          r.covered_by,
        ]);
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
    expect((await assign({ ...body, class_ids: [w.sixA.id] })).statusCode).toBe(201);
    const again = await assign({
      ...body,
      class_ids: [w.sixB.id, w.sixA.id],
      due_date: '2030-03-20',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'duplicate_assignment',
      detail: `6A already has “${quiz.title}” from “${kit.title}”. Change or reopen the existing assignment, or cancel it to assign the activity again.`,
    });
    const status = await call(w.teacher, 'POST', STATUS, { kit_id: kit.id });
    const sixB = status.json().results.find((r: { class_id: number }) => r.class_id === w.sixB.id);
    expect(sixB.assignments).toEqual([]);
  });

  it("refuses another teacher's or another school's class, and an activity of another kit", async () => {
    const { kit, quest } = await quizAndQuest();
    const other = await quizAndQuest();
    const body = { kit_id: kit.id, activity_id: quest.id, due_date: '2030-03-12' };
    expect((await assign({ ...body, class_ids: [w.otherClass.id] })).statusCode).toBe(404);
    expect((await assign({ ...body, class_ids: [w.sisterClass.id] })).statusCode).toBe(404);
    expect((await assign({ ...body, class_ids: [w.sixA.id] }, w.sevenTeacher)).statusCode).toBe(
      404,
    );
    expect((await assign({ ...body, class_ids: [w.sixA.id] }, w.otherTeacher)).statusCode).toBe(
      404,
    );
    const foreign = await call(w.otherTeacher, 'POST', STATUS, { kit_id: kit.id });
    expect(foreign.json().results.map((r: { class_id: number }) => r.class_id)).toEqual([
      w.otherClass.id,
    ]);
    const wrongActivity = await call(w.teacher, 'POST', STATUS, {
      kit_id: kit.id,
      activity_id: other.quest.id,
    });
    expect(wrongActivity.statusCode).toBe(400);
    expect(wrongActivity.json().errors.activity_id).toEqual(['Choose an activity of this kit.']);
  });
});
