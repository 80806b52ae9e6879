import { activities, assignments } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useActivityTest } from '../../../test/activity-world.js';
import { setClock } from '../../../test/assignment-world.js';
import { first } from '../../../test/first.js';

const { t, w, as } = useActivityTest();

/** A one-quiz kit of its own, assigned to 6A through the API. */
async function assignedQuiz() {
  const kit = await w.kitsOf.kit({ activities: ['quiz'] });
  const [activity] = kit.activities;
  if (!activity) throw new Error('kit without its quiz');
  const { questions } = await w.content.quiz(activity, [[{ marks: 2, options: [true, false] }]]);
  const created = await as(w.teacher).call(assignments.createAssignments, {
    body: {
      kit_id: kit.kit.id,
      activity_id: activity.id,
      class_ids: [w.sixA.id],
      due_date: '2030-03-12',
    },
  });
  return { activity, questions, assignmentId: first(created.results).assignment_id };
}

describe('an assignment closed by the teacher', () => {
  it('refuses new attempts and further answers, late work being fine until then', async () => {
    const { activity, questions, assignmentId } = await assignedQuiz();
    const student = await w.freshStudent();
    const latecomer = await w.freshStudent();
    const id = (
      await as(student).call(activities.startAttempt, { body: { activity_id: activity.id } })
    ).answer_header_id;
    const answer = { activity_detail_id: questions[0]?.id, answer: [questions[0]?.options[0]?.id] };
    expect(
      (await as(student).send(activities.saveAnswer, { params: { id }, body: answer })).status,
    ).toBe(200);

    const closed = await as(w.teacher).call(assignments.completeAssignment, {
      body: {
        assignment_id: assignmentId,
      },
    });
    expect(closed.state).toBe('completed');
    const asStudent = as(student);
    for (const refused of [
      await asStudent.send(activities.saveAnswer, { params: { id }, body: answer }),
      await asStudent.send(activities.logActivity, { params: { id }, body: { action: 'start' } }),
      await asStudent.send(activities.completeAnswer, { params: { id }, body: {} }),
    ]) {
      expect(refused.status, refused.text).toBe(409);
      expect(refused.error?.code).toBe('assignment_closed');
    }
    const fresh = await as(latecomer).send(activities.startAttempt, {
      body: { activity_id: activity.id },
    });
    expect(fresh.error?.code).toBe('assignment_closed');
    // The draft can still be read back.
    const resumed = await as(student).call(activities.startAttempt, {
      body: { activity_id: activity.id },
    });
    expect(resumed).toMatchObject({ answer_header_id: id, status: 'DR' });

    // Reopened and past its due date: late work is taken while the work is open.
    await as(w.teacher).call(assignments.completeAssignment, {
      body: {
        assignment_id: assignmentId,
        completed: false,
      },
    });
    setClock(t, '2030-03-15T09:00:00Z');
    const late = await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
    expect(late.submitted_at).toBe('2030-03-15T09:00:00.000Z');
    setClock(t, '2030-03-10T12:00:00Z');
  });

  it('treats a cancelled assignment as never given', async () => {
    const { activity, assignmentId } = await assignedQuiz();
    const student = await w.freshStudent();
    const id = (
      await as(student).call(activities.startAttempt, { body: { activity_id: activity.id } })
    ).answer_header_id;
    await as(w.teacher).call(assignments.updateAssignment, {
      body: {
        assignment_id: assignmentId,
        action: 'cancel',
      },
    });
    expect(
      (await as(student).send(activities.startAttempt, { body: { activity_id: activity.id } }))
        .status,
    ).toBe(404);
    expect(
      (await as(student).send(activities.completeAnswer, { params: { id }, body: {} })).status,
    ).toBe(404);
  });
});

describe('completion of assignments', () => {
  it('counts an attempt submitted through the player', async () => {
    const { activity, assignmentId } = await assignedQuiz();
    const student = await w.freshStudent();
    const summary = async () =>
      await as(w.teacher).call(assignments.listStudentsCompleted, {
        body: {
          assignment_id: assignmentId,
        },
      });
    const before = await summary();
    expect(before.results.find((s) => s.user_token === student.token)).toMatchObject({
      completed: false,
    });
    const id = (
      await as(student).call(activities.startAttempt, { body: { activity_id: activity.id } })
    ).answer_header_id;
    await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
    const after = await summary();
    expect(after.progress.completed).toBe(before.progress.completed + 1);
    expect(after.results.find((s) => s.user_token === student.token)).toMatchObject({
      completed: true,
      completed_at: '2030-03-10T12:00:00.000Z',
    });
    const classSummary = await as(w.teacher).call(assignments.getClassCompletion, {
      query: {
        class_id: w.sixA.id,
      },
    });
    const row = classSummary.results.find((r) => r.assignment_id === assignmentId);
    expect(row?.progress.completed).toBe(after.progress.completed);
  });
});
