import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../../../db/schema/index.js';
import { useActivityTest } from '../../../test/activity-world.js';

const { t, w, call } = useActivityTest();

const ANSWERS = '/api/v1/contents/answers/';
const QUESTIONS = '/api/v1/contents/answers/questions/';
const ASSIGNMENTS = '/api/v2/assignments/';

/** A quiz of a kit of its own, with instructions, assigned to 6A by the teacher with theirs. */
async function assignedQuiz() {
  const kit = await w.kitsOf.kit({ title: 'Magnets', activities: ['quiz'] });
  const [row] = kit.activities;
  if (!row) throw new Error('kit without its quiz');
  await t.db
    .update(activities)
    .set({ instructions: 'Read each question twice.', estimatedMinutes: 15 })
    .where(eq(activities.id, row.id));
  await w.content.quiz(row, [[{ marks: 1, options: [true, false] }]]);
  const created = await call(w.teacher, 'POST', ASSIGNMENTS, {
    kit_id: kit.kit.id,
    activity_id: row.id,
    class_ids: [w.sixA.id],
    due_date: '2030-03-14',
    instructions: 'Work on your own first.',
  });
  expect(created.statusCode).toBe(201);
  const assignmentId: number = created.json().results[0].assignment_id;
  return { kit: kit.kit, activity: row, assignmentId };
}

describe('the activity and assignment of an attempt', () => {
  it('tell the player its title, instructions, kit, and the teacher’s words and due date', async () => {
    const { kit, activity, assignmentId } = await assignedQuiz();
    const student = await w.freshStudent();
    const started = await call(student, 'POST', ANSWERS, { activity_id: activity.id });
    expect(started.statusCode).toBe(200);
    const draft = started.json();
    expect(draft.activity).toEqual({
      title: activity.title,
      activity_type: 'quiz',
      instructions: 'Read each question twice.',
      estimated_minutes: 15,
      kit_token: kit.token,
      kit_title: 'Magnets',
    });
    expect(draft.assignment).toEqual({
      assignment_id: assignmentId,
      instructions: 'Work on your own first.',
      due_date: '2030-03-14',
      allow_retries: false,
      state: 'active',
    });
    const sheet = await call(student, 'GET', QUESTIONS, {
      answer_header_id: draft.answer_header_id,
      activity_id: activity.id,
    });
    expect(sheet.json()).toMatchObject({
      activity: draft.activity,
      assignment: draft.assignment,
    });

    // The teacher changes the assignment: the attempt shows it as it is now.
    const changed = await call(w.teacher, 'PUT', ASSIGNMENTS, {
      assignment_id: assignmentId,
      instructions: 'Work with a partner.',
      allow_retries: true,
    });
    expect(changed.statusCode).toBe(200);
    const resumed = await call(student, 'POST', ANSWERS, { activity_id: activity.id });
    expect(resumed.json().assignment).toMatchObject({
      instructions: 'Work with a partner.',
      allow_retries: true,
    });

    const done = await call(
      student,
      'POST',
      `${ANSWERS}${draft.answer_header_id}/complete_answer/`,
      {},
    );
    expect(done.json()).toMatchObject({
      status: 'S',
      activity: { title: activity.title, kit_token: kit.token },
      assignment: { assignment_id: assignmentId, instructions: 'Work with a partner.' },
    });
    await call(w.teacher, 'POST', `${ASSIGNMENTS}complete/`, { assignment_id: assignmentId });
    const closed = await call(student, 'POST', ANSWERS, { activity_id: activity.id });
    expect(closed.json().assignment).toMatchObject({ state: 'completed' });
  });

  it('names the whole-kit assignment of a kit’s activity, without instructions when none were given', async () => {
    const student = await w.freshStudent();
    const started = await call(student, 'POST', ANSWERS, { activity_id: w.quest.activity.id });
    expect(started.json()).toMatchObject({
      activity: {
        title: w.quest.activity.title,
        activity_type: 'quest',
        instructions: null,
        estimated_minutes: null,
        kit_title: 'Sensors',
      },
      assignment: {
        assignment_id: w.assignment.id,
        instructions: null,
        due_date: '2030-03-20',
        allow_retries: false,
        state: 'active',
      },
    });
  });
});
