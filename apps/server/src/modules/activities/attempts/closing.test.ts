import { describe, expect, it } from 'vitest';
import { useActivityTest } from '../../../test/activity-world.js';
import { setClock } from '../../../test/assignment-world.js';

const { t, w, call } = useActivityTest();

const ANSWERS = '/api/v1/contents/answers/';

/** A one-quiz kit of its own, assigned to 6A through the API. */
async function assignedQuiz() {
  const kit = await w.kitsOf.kit({ activities: ['quiz'] });
  const [activity] = kit.activities;
  if (!activity) throw new Error('kit without its quiz');
  const { questions } = await w.content.quiz(activity, [[{ marks: 2, options: [true, false] }]]);
  const created = await call(w.teacher, 'POST', '/api/v2/assignments/', {
    kit_id: kit.kit.id,
    activity_id: activity.id,
    class_ids: [w.sixA.id],
    due_date: '2030-03-12',
  });
  expect(created.statusCode).toBe(201);
  return { activity, questions, assignmentId: created.json().results[0].assignment_id as number };
}

describe('an assignment closed by the teacher', () => {
  it('refuses new attempts and further answers, late work being fine until then', async () => {
    const { activity, questions, assignmentId } = await assignedQuiz();
    const student = await w.freshStudent();
    const latecomer = await w.freshStudent();
    const id = (await call(student, 'POST', ANSWERS, { activity_id: activity.id })).json()
      .answer_header_id;
    const answer = { activity_detail_id: questions[0]?.id, answer: [questions[0]?.options[0]?.id] };
    expect((await call(student, 'POST', `${ANSWERS}${id}/answer/`, answer)).statusCode).toBe(200);

    const closed = await call(w.teacher, 'POST', '/api/v2/assignments/complete/', {
      assignment_id: assignmentId,
    });
    expect(closed.json().state).toBe('completed');
    for (const [url, body] of [
      [`${ANSWERS}${id}/answer/`, answer],
      [`${ANSWERS}${id}/log_activity/`, { action: 'start' }],
      [`${ANSWERS}${id}/complete_answer/`, {}],
    ] as const) {
      const refused = await call(student, 'POST', url, body);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().code).toBe('assignment_closed');
    }
    const fresh = await call(latecomer, 'POST', ANSWERS, { activity_id: activity.id });
    expect(fresh.json().code).toBe('assignment_closed');
    // The draft can still be read back.
    const resumed = await call(student, 'POST', ANSWERS, { activity_id: activity.id });
    expect(resumed.json()).toMatchObject({ answer_header_id: id, status: 'DR' });

    // Reopened and past its due date: late work is taken while the work is open.
    await call(w.teacher, 'POST', '/api/v2/assignments/complete/', {
      assignment_id: assignmentId,
      completed: false,
    });
    setClock(t, '2030-03-15T09:00:00Z');
    const late = await call(student, 'POST', `${ANSWERS}${id}/complete_answer/`, {});
    expect(late.statusCode).toBe(200);
    expect(late.json().submitted_at).toBe('2030-03-15T09:00:00.000Z');
    setClock(t, '2030-03-10T12:00:00Z');
  });

  it('treats a cancelled assignment as never given', async () => {
    const { activity, assignmentId } = await assignedQuiz();
    const student = await w.freshStudent();
    const id = (await call(student, 'POST', ANSWERS, { activity_id: activity.id })).json()
      .answer_header_id;
    await call(w.teacher, 'PUT', '/api/v2/assignments/', {
      assignment_id: assignmentId,
      action: 'cancel',
    });
    expect((await call(student, 'POST', ANSWERS, { activity_id: activity.id })).statusCode).toBe(
      404,
    );
    expect((await call(student, 'POST', `${ANSWERS}${id}/complete_answer/`, {})).statusCode).toBe(
      404,
    );
  });
});

describe('completion of assignments', () => {
  it('counts an attempt submitted through the player', async () => {
    const { activity, assignmentId } = await assignedQuiz();
    const student = await w.freshStudent();
    const summary = async () =>
      (
        await call(w.teacher, 'POST', '/api/v2/assignments/students/completed/', {
          assignment_id: assignmentId,
        })
      ).json();
    const before = await summary();
    expect(
      before.results.find((s: { user_token: string }) => s.user_token === student.token),
    ).toMatchObject({
      completed: false,
    });
    const id = (await call(student, 'POST', ANSWERS, { activity_id: activity.id })).json()
      .answer_header_id;
    await call(student, 'POST', `${ANSWERS}${id}/complete_answer/`, {});
    const after = await summary();
    expect(after.progress.completed).toBe(before.progress.completed + 1);
    expect(
      after.results.find((s: { user_token: string }) => s.user_token === student.token),
    ).toMatchObject({
      completed: true,
      completed_at: '2030-03-10T12:00:00.000Z',
    });
    const classSummary = await call(w.teacher, 'GET', '/api/v2/accounts/class/complete', {
      class_id: w.sixA.id,
    });
    const row = classSummary
      .json()
      .results.find((r: { assignment_id: number }) => r.assignment_id === assignmentId);
    expect(row.progress.completed).toBe(after.progress.completed);
  });
});
