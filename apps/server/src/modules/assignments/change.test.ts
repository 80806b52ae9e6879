import { assignments, type CallBody } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useAssignmentTest } from '../../test/assignment-world.js';
import { first } from '../../test/first.js';
import { eventsOfAssignment } from '../../test/learning-events.js';

const { t, w, as } = useAssignmentTest();

const kindsOf = async (assignmentId: number) =>
  (await eventsOfAssignment(t.db, assignmentId)).map((e) => ({
    kind: e.kind,
    data: e.data,
    actorId: e.actorId,
  }));

/** A fresh kit assigned to 6A through the API; its assignment id. */
async function assignedToSixA(extra: object = {}): Promise<number> {
  const kit = await w.kitsOf.kit();
  const response = await as(w.teacher).call(assignments.createAssignments, {
    body: {
      kit_id: kit.kit.id,
      class_ids: [w.sixA.id],
      due_date: '2030-03-20',
      ...extra,
    },
  });
  return first(response.results).assignment_id;
}

const change = (
  body: CallBody<typeof assignments.updateAssignment>,
  who: { email: string } = w.teacher,
) => as(who).send(assignments.updateAssignment, { body });

describe('PUT /api/v2/assignments/', () => {
  it('moves the due date and writes an event with the old and new dates', async () => {
    const id = await assignedToSixA();
    const response = await change({ assignment_id: id, due_date: '2030-03-25' });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ assignment_id: id, due_date: '2030-03-25' });
    expect(await kindsOf(id)).toEqual([
      { kind: 'assignment_given', data: { due_date: '2030-03-20' }, actorId: w.teacher.id },
      {
        kind: 'assignment_due_date_changed',
        data: { old_due_date: '2030-03-20', new_due_date: '2030-03-25' },
        actorId: w.teacher.id,
      },
    ]);
  });

  it('changes and clears the instructions, and writes nothing when nothing changes', async () => {
    const id = await assignedToSixA({ instructions: 'Pairs.' });
    const changed = await change({ assignment_id: id, instructions: 'Groups of three.' });
    expect(changed.data?.instructions).toBe('Groups of three.');
    const cleared = await change({ assignment_id: id, instructions: null });
    expect(cleared.data?.instructions).toBeNull();
    const same = await change({ assignment_id: id, due_date: '2030-03-20', instructions: '' });
    expect(same.status).toBe(200);
    expect((await kindsOf(id)).map((e) => e.kind)).toEqual([
      'assignment_given',
      'assignment_instructions_changed',
      'assignment_instructions_changed',
    ]);
  });

  it('allows and stops retries, kept on the assignment and announced by no event', async () => {
    const id = await assignedToSixA();
    const allowed = await change({ assignment_id: id, allow_retries: true });
    expect(allowed.status).toBe(200);
    expect(allowed.data?.allow_retries).toBe(true);
    const listed = await as(w.teacher).call(assignments.listClassrooms, {
      body: {
        class_id: w.sixA.id,
        per_page: 100,
      },
    });
    expect(
      listed.results.find((a: { assignment_id: number }) => a.assignment_id === id),
    ).toMatchObject({ allow_retries: true });
    const stopped = await change({ assignment_id: id, allow_retries: false });
    expect(stopped.data?.allow_retries).toBe(false);
    expect((await kindsOf(id)).map((e) => e.kind)).toEqual(['assignment_given']);
  });

  it('refuses a past or impossible due date, an empty change, and unknown fields', async () => {
    const id = await assignedToSixA();
    const cases: [object, string][] = [
      [{ due_date: '2030-03-09' }, 'due_date'],
      [{ due_date: '2030-02-29' }, 'due_date'],
      [{}, 'non_field_errors'],
      [{ class_id: w.sixB.id }, 'class_id'],
      [{ action: 'cancel', due_date: '2030-03-22' }, 'action'],
      [{ action: 'archive' }, 'action'],
    ];
    for (const [body, field] of cases) {
      const response = await as(w.teacher).sendUnchecked(assignments.updateAssignment, {
        body: { assignment_id: id, ...body },
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.error?.errors ?? {})).toContain(field);
    }
    expect((await kindsOf(id)).map((e) => e.kind)).toEqual(['assignment_given']);
  });

  it('cancels, writes an event, and refuses any later change with 409', async () => {
    const id = await assignedToSixA();
    const cancelled = await change({ assignment_id: id, action: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toMatchObject({ state: 'cancelled', overdue: false });
    expect((await kindsOf(id)).at(-1)).toEqual({
      kind: 'assignment_cancelled',
      data: { due_date: '2030-03-20' },
      actorId: w.teacher.id,
    });
    const again = await change({ assignment_id: id, due_date: '2030-03-28' });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('assignment_cancelled');
    const complete = await as(w.teacher).send(assignments.completeAssignment, {
      body: { assignment_id: id },
    });
    expect(complete.status).toBe(409);
    // The refused changes left no event behind.
    expect((await kindsOf(id)).map((e) => e.kind)).toEqual([
      'assignment_given',
      'assignment_cancelled',
    ]);
  });

  it('lets another teacher of the class in its subject change it, and no one else', async () => {
    const id = await assignedToSixA();
    const science = await t.make.user({ type: 'T', organisation: w.school, lastName: 'Science' });
    await t.make.teach(science, w.sixA, 'Science');
    const byColleague = await change({ assignment_id: id, due_date: '2030-03-21' }, science);
    expect(byColleague.status).toBe(200);
    expect((await kindsOf(id)).at(-1)?.actorId).toBe(science.id);
    // The colleague teaches 6A Mathematics: the Science work is not theirs (decision 0039).
    for (const outsider of [w.colleague, w.sevenTeacher, w.sisterTeacher, w.otherTeacher]) {
      const response = await change({ assignment_id: id, due_date: '2030-03-22' }, outsider);
      expect(response.status, outsider.email).toBe(404);
    }
    expect((await change({ assignment_id: id, due_date: '2030-03-22' }, w.student)).status).toBe(
      403,
    );
    expect((await change({ assignment_id: 999_999, due_date: '2030-03-22' })).status).toBe(404);
  });
});

describe('POST /api/v2/assignments/complete/', () => {
  it('marks complete and reopens, writing one event per change', async () => {
    const id = await assignedToSixA();
    const done = await as(w.teacher).call(assignments.completeAssignment, {
      body: { assignment_id: id },
    });
    expect(done).toMatchObject({
      state: 'completed',
      completed_at: '2030-03-10T12:00:00.000Z',
    });
    const twice = await as(w.teacher).call(assignments.completeAssignment, {
      body: {
        assignment_id: id,
        completed: true,
      },
    });
    expect(twice.state).toBe('completed');
    const reopened = await as(w.teacher).send(assignments.completeAssignment, {
      body: {
        assignment_id: id,
        completed: false,
      },
    });
    expect(reopened.data).toMatchObject({ state: 'active', completed_at: null });
    expect((await kindsOf(id)).map((e) => e.kind)).toEqual([
      'assignment_given',
      'assignment_completed',
      'assignment_reopened',
    ]);
  });

  it('refuses students (403) and teachers of other classes (404)', async () => {
    const id = await assignedToSixA();
    expect(
      (await as(w.student).send(assignments.completeAssignment, { body: { assignment_id: id } }))
        .status,
    ).toBe(403);
    expect(
      (
        await as(w.districtAdmin).send(assignments.completeAssignment, {
          body: { assignment_id: id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await as(w.otherTeacher).send(assignments.completeAssignment, {
          body: { assignment_id: id },
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST /api/v2/assignments/class/status', () => {
  it("gives the kit's state in each class the teacher could assign it to", async () => {
    const kit = await w.kitsOf.kit();
    const [quiz] = kit.activities;
    const before = await as(w.teacher).call(assignments.getClassStatus, {
      body: { kit_id: kit.kit.id },
    });
    expect(before).toEqual({
      kit_id: kit.kit.id,
      results: [
        {
          class_id: w.sixA.id,
          class_name: '6A',
          subject_name: 'Science',
          status: 'Not Assigned',
          assignments: [],
          can_assign: true,
          covered_by: [],
        },
        {
          class_id: w.sixB.id,
          class_name: '6B',
          subject_name: 'Science',
          status: 'Not Assigned',
          assignments: [],
          can_assign: true,
          covered_by: [],
        },
      ],
    });
    const created = await as(w.teacher).call(assignments.createAssignments, {
      body: {
        kit_id: kit.kit.id,
        activity_id: quiz?.id,
        class_ids: [w.sixA.id],
        due_date: '2030-03-20',
      },
    });
    const id = first(created.results).assignment_id;
    const assigned = await as(w.teacher).call(assignments.getClassStatus, {
      body: { kit_token: kit.kit.token },
    });
    expect(assigned.results[0]).toMatchObject({
      status: 'Assigned',
      assignments: [
        { assignment_id: id, activity_id: quiz?.id, due_date: '2030-03-20', state: 'active' },
      ],
    });
    await as(w.teacher).call(assignments.completeAssignment, { body: { assignment_id: id } });
    const completed = await as(w.teacher).call(assignments.getClassStatus, {
      body: { kit_id: kit.kit.id },
    });
    expect(completed.results.map((r: { status: string }) => r.status)).toEqual([
      'Completed',
      'Not Assigned',
    ]);
    await change({ assignment_id: id, action: 'cancel' });
    const cancelled = await as(w.teacher).call(assignments.getClassStatus, {
      body: { kit_id: kit.kit.id },
    });
    expect(cancelled.results[0]).toMatchObject({ status: 'Not Assigned', assignments: [] });
  });

  it('answers 404 for kits out of reach and 403 for students', async () => {
    expect(
      (
        await as(w.teacher).send(assignments.getClassStatus, {
          body: { kit_id: w.foreignKit.kit.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await as(w.teacher).send(assignments.getClassStatus, {
          body: { kit_id: w.robotics.kit.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (await as(w.student).send(assignments.getClassStatus, { body: { kit_id: w.science.kit.id } }))
        .status,
    ).toBe(403);
    expect((await as(w.teacher).send(assignments.getClassStatus, { body: {} })).status).toBe(400);
  });
});
