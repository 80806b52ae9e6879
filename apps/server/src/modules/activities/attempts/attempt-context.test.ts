import { activities as activityCalls, assignments } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../../../db/schema/index.js';
import { useActivityTest } from '../../../test/activity-world.js';
import { first } from '../../../test/first.js';

const { t, w, as } = useActivityTest();
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
  const created = await as(w.teacher).call(assignments.createAssignments, {
    body: {
      kit_id: kit.kit.id,
      activity_id: row.id,
      class_ids: [w.sixA.id],
      due_date: '2030-03-14',
      instructions: 'Work on your own first.',
    },
  });
  const assignmentId = first(created.results).assignment_id;
  return { kit: kit.kit, activity: row, assignmentId };
}

describe('the activity and assignment of an attempt', () => {
  it('tell the player its title, instructions, kit, and the teacher’s words and due date', async () => {
    const { kit, activity, assignmentId } = await assignedQuiz();
    const student = await w.freshStudent();
    const draft = await as(student).call(activityCalls.startAttempt, {
      body: { activity_id: activity.id },
    });
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
    const sheet = await as(student).call(activityCalls.listAttemptQuestions, {
      query: {
        answer_header_id: draft.answer_header_id,
        activity_id: activity.id,
      },
    });
    expect(sheet).toMatchObject({
      activity: draft.activity,
      assignment: draft.assignment,
    });

    // The teacher changes the assignment: the attempt shows it as it is now.
    const changed = await as(w.teacher).send(assignments.updateAssignment, {
      body: {
        assignment_id: assignmentId,
        instructions: 'Work with a partner.',
        allow_retries: true,
      },
    });
    expect(changed.status).toBe(200);
    const resumed = await as(student).call(activityCalls.startAttempt, {
      body: { activity_id: activity.id },
    });
    expect(resumed.assignment).toMatchObject({
      instructions: 'Work with a partner.',
      allow_retries: true,
    });

    const done = await as(student).call(activityCalls.completeAnswer, {
      params: { id: draft.answer_header_id },
      body: {},
    });
    expect(done).toMatchObject({
      status: 'S',
      activity: { title: activity.title, kit_token: kit.token },
      assignment: { assignment_id: assignmentId, instructions: 'Work with a partner.' },
    });
    await as(w.teacher).call(assignments.completeAssignment, {
      body: { assignment_id: assignmentId },
    });
    const closed = await as(student).call(activityCalls.startAttempt, {
      body: { activity_id: activity.id },
    });
    expect(closed.assignment).toMatchObject({ state: 'completed' });
  });

  it('names the whole-kit assignment of a kit’s activity, without instructions when none were given', async () => {
    const student = await w.freshStudent();
    const started = await as(student).call(activityCalls.startAttempt, {
      body: { activity_id: w.quest.activity.id },
    });
    expect(started).toMatchObject({
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
