import { assignments as assignmentCalls, type CallBody } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignments } from '../../db/schema/index.js';
import { setClock, setTimeZone, useAssignmentTest } from '../../test/assignment-world.js';
import { eventsOfAssignment } from '../../test/learning-events.js';

const NOW = '2030-03-10T12:00:00Z';
const { t, w, as } = useAssignmentTest(NOW);
const assign = (
  body: CallBody<typeof assignmentCalls.createAssignments>,
  who: { email: string } = w.teacher,
) => as(who).send(assignmentCalls.createAssignments, { body });
const freshKit = () => w.kitsOf.kit({ activities: ['quiz', 'worksheet'] });
const eventsOf = (assignmentId: number) => eventsOfAssignment(t.db, assignmentId);

describe('POST /api/v2/assignments/', () => {
  it('assigns a whole kit to several classes in class order and writes a created event each', async () => {
    const response = await assign({
      kit_id: w.science.kit.id,
      class_ids: [w.sixB.id, w.sixA.id],
      due_date: '2030-03-20',
      instructions: '  Bring your notebook.  ',
    });
    expect(response.status).toBe(201);
    const results = response.data?.results ?? [];
    expect(results.map((a: { class_name: string }) => a.class_name)).toEqual(['6A', '6B']);
    expect(results[0]).toMatchObject({
      kit_id: w.science.kit.id,
      kit_token: w.science.kit.token,
      kit_title: 'Sensors and Signals',
      grade: 6,
      subjects: [{ name: 'Science' }],
      activity: null,
      class_id: w.sixA.id,
      class_grade_name: 'Grade 6',
      subject_name: 'Science',
      teacher: { user_token: w.teacher.token, first_name: 'Grace', last_name: 'Okafor' },
      due_date: '2030-03-20',
      instructions: 'Bring your notebook.',
      state: 'active',
      assigned_at: '2030-03-10T12:00:00.000Z',
      completed_at: null,
      overdue: false,
      due_today: false,
      progress: { completed: 0, total: 3 },
    });
    for (const shown of results) {
      const events = await eventsOf(shown.assignment_id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        kind: 'assignment_given',
        actorId: w.teacher.id,
        actorType: 'T',
        classId: shown.class_id,
        kitId: w.science.kit.id,
        organisationId: w.school.id,
        data: { due_date: '2030-03-20' },
      });
    }
  });

  it('assigns one activity by kit token, due today', async () => {
    const kit = await freshKit();
    const quiz = kit.activities[0];
    const response = await assign({
      kit_token: kit.kit.token,
      activity_id: quiz?.id,
      class_ids: [w.sixA.id],
      due_date: '2030-03-10',
    });
    expect(response.status).toBe(201);
    expect(response.data?.results[0]).toMatchObject({
      activity: { activity_id: quiz?.id, activity_token: quiz?.token, activity_type: 'quiz' },
      instructions: null,
      due_today: true,
      overdue: false,
    });
  });

  it('accepts a district kit', async () => {
    const response = await assign({
      kit_id: w.districtKit.kit.id,
      class_ids: [w.sixA.id],
      due_date: '2030-04-01',
    });
    expect(response.status).toBe(201);
  });

  it('refuses invalid values with field errors', async () => {
    const kit = await freshKit();
    const other = await freshKit();
    const cases: [object, string][] = [
      [{ due_date: '2030-03-09' }, 'due_date'],
      [{ due_date: '2030-02-30' }, 'due_date'],
      [{ due_date: '10/03/2030' }, 'due_date'],
      [{ class_ids: [] }, 'class_ids'],
      [{ activity_id: other.activities[0]?.id }, 'activity_id'],
      [{ class_ids: [w.sevenA.id] }, 'class_ids'],
      [{ kit_id: undefined }, 'kit_id'],
    ];
    for (const [change, field] of cases) {
      const response = await as(w.teacher).sendUnchecked(assignmentCalls.createAssignments, {
        body: { kit_id: kit.kit.id, class_ids: [w.sixA.id], due_date: '2030-03-12', ...change },
      });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.error?.errors ?? {})).toContain(field);
    }
    const past = await assign({
      kit_id: kit.kit.id,
      class_ids: [w.sixA.id],
      due_date: '2030-03-09',
    });
    expect(past.error?.errors?.due_date?.[0]).toContain('2030-03-10');
    const notForKit = await assign({
      kit_id: kit.kit.id,
      class_ids: [w.sevenA.id],
      due_date: '2030-03-12',
    });
    expect(notForKit.error?.errors?.class_ids?.[0]).toContain('7A');
    expect(await t.db.select().from(assignments).where(eq(assignments.kitId, kit.kit.id))).toEqual(
      [],
    );
  });

  it('refuses a retired activity', async () => {
    const kit = await freshKit();
    const [quiz] = kit.activities;
    if (!quiz) throw new Error('no quiz');
    await w.kitsOf.retire(quiz);
    const response = await assign({
      kit_id: kit.kit.id,
      activity_id: quiz.id,
      class_ids: [w.sixA.id],
      due_date: '2030-03-12',
    });
    expect(response.status).toBe(400);
    expect(response.error?.errors).toHaveProperty('activity_id');
  });

  it("answers 404 for another school's class, a class the teacher does not teach, and kits out of reach", async () => {
    const kit = await freshKit();
    const eightA = await t.make.schoolClass(w.school, '8A');
    for (const classId of [w.otherClass.id, w.sisterClass.id, eightA.id, 999_999]) {
      const response = await assign({
        kit_id: kit.kit.id,
        class_ids: [classId],
        due_date: '2030-03-12',
      });
      expect(response.status, String(classId)).toBe(404);
    }
    for (const hidden of [w.robotics, w.foreignKit]) {
      const response = await assign({
        kit_id: hidden.kit.id,
        class_ids: [w.sixA.id],
        due_date: '2030-03-12',
      });
      expect(response.status, hidden.kit.title).toBe(404);
    }
  });

  it('refuses a kit the teacher sees for classes of another grade', async () => {
    const response = await assign({
      kit_id: w.maths7.kit.id,
      class_ids: [w.sixA.id],
      due_date: '2030-03-12',
    });
    expect(response.status).toBe(400);
    expect(response.error?.errors?.class_ids?.[0]).toContain('6A');
  });

  it('refuses students and administrators with 403', async () => {
    const body = { kit_id: w.science.kit.id, class_ids: [w.sixA.id], due_date: '2030-03-12' };
    expect((await assign(body, w.student)).status).toBe(403);
    expect((await assign(body, w.schoolAdmin)).status).toBe(403);
  });
});

describe('duplicates', () => {
  it('refuses the same kit twice to a class, naming the class', async () => {
    const kit = await freshKit();
    const body = { kit_id: kit.kit.id, class_ids: [w.sixA.id], due_date: '2030-03-12' };
    expect((await assign(body)).status).toBe(201);
    const again = await assign({ ...body, due_date: '2030-03-19' });
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({ code: 'duplicate_assignment' });
    expect(again.error?.detail).toContain('6A already has this work');
  });

  it('treats a whole kit and any of its activities as overlapping, both ways', async () => {
    const kit = await freshKit();
    const [quiz, worksheet] = kit.activities;
    const base = { kit_id: kit.kit.id, due_date: '2030-03-12' };
    expect((await assign({ ...base, class_ids: [w.sixA.id] })).status).toBe(201);
    const activityAfterKit = await assign({
      ...base,
      activity_id: quiz?.id,
      class_ids: [w.sixA.id],
    });
    expect(activityAfterKit.status).toBe(409);

    expect((await assign({ ...base, activity_id: quiz?.id, class_ids: [w.sixB.id] })).status).toBe(
      201,
    );
    expect(
      (await assign({ ...base, activity_id: worksheet?.id, class_ids: [w.sixB.id] })).status,
    ).toBe(201);
    const kitAfterActivity = await assign({ ...base, class_ids: [w.sixB.id] });
    expect(kitAfterActivity.status).toBe(409);
    expect(kitAfterActivity.error?.detail).toContain('6B');
    const sameActivity = await assign({ ...base, activity_id: quiz?.id, class_ids: [w.sixB.id] });
    expect(sameActivity.status).toBe(409);
  });

  it('creates nothing when one class of several already has the work', async () => {
    const kit = await freshKit();
    const base = { kit_id: kit.kit.id, due_date: '2030-03-12' };
    expect((await assign({ ...base, class_ids: [w.sixB.id] })).status).toBe(201);
    const both = await assign({ ...base, class_ids: [w.sixA.id, w.sixB.id] });
    expect(both.status).toBe(409);
    expect(both.error?.detail).toContain('6B already has');
    const rows = await t.db.select().from(assignments).where(eq(assignments.kitId, kit.kit.id));
    expect(rows.map((r) => r.classId)).toEqual([w.sixB.id]);
  });

  it('does not count cancelled work, and counts work marked complete', async () => {
    const kit = await freshKit();
    const base = { kit_id: kit.kit.id, class_ids: [w.sixA.id], due_date: '2030-03-12' };
    const created = await as(w.teacher).call(assignmentCalls.createAssignments, { body: base });
    const first = created.results[0]?.assignment_id ?? 0;
    await as(w.teacher).call(assignmentCalls.completeAssignment, {
      body: { assignment_id: first },
    });
    expect((await assign(base)).status).toBe(409);
    await as(w.teacher).call(assignmentCalls.completeAssignment, {
      body: { assignment_id: first, completed: false },
    });
    await as(w.teacher).call(assignmentCalls.updateAssignment, {
      body: { assignment_id: first, action: 'cancel' },
    });
    expect((await assign(base)).status).toBe(201);
  });
});

describe('due dates in the school time zone', () => {
  it('counts "today" from local midnight far east of UTC', async () => {
    await setTimeZone(t, w.school, 'Pacific/Kiritimati');
    // 10:00:30 UTC on 10 March is 00:00:30 on 11 March in Kiritimati (UTC+14).
    setClock(t, '2030-03-10T10:00:30Z');
    try {
      const kit = await freshKit();
      const body = { kit_id: kit.kit.id, class_ids: [w.sixA.id] };
      const yesterday = await assign({ ...body, due_date: '2030-03-10' });
      expect(yesterday.status).toBe(400);
      expect(yesterday.error?.errors?.due_date?.[0]).toContain('2030-03-11');
      const today = await assign({ ...body, due_date: '2030-03-11' });
      expect(today.status).toBe(201);
      expect(today.data?.results[0]).toMatchObject({ due_today: true, overdue: false });
    } finally {
      await setTimeZone(t, w.school, 'UTC');
      setClock(t, NOW);
    }
  });

  it('still allows "today" just before local midnight far west of UTC', async () => {
    await setTimeZone(t, w.school, 'Pacific/Pago_Pago');
    // 10:59 UTC on 11 March is 23:59 on 10 March in Pago Pago (UTC-11).
    setClock(t, '2030-03-11T10:59:00Z');
    try {
      const kit = await freshKit();
      const today = await assign({
        kit_id: kit.kit.id,
        class_ids: [w.sixA.id],
        due_date: '2030-03-10',
      });
      expect(today.status).toBe(201);
      expect(today.data?.results[0]).toMatchObject({ due_today: true, overdue: false });
      const id = today.data?.results[0]?.assignment_id ?? 0;
      setClock(t, '2030-03-11T11:01:00Z');
      const later = await as(w.teacher).call(assignmentCalls.completeAssignment, {
        body: {
          assignment_id: id,
          completed: false,
        },
      });
      expect(later).toMatchObject({ due_today: false, overdue: true });
    } finally {
      await setTimeZone(t, w.school, 'UTC');
      setClock(t, NOW);
    }
  });
});
