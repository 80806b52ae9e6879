import { assignments, type CallBody } from '@kitlab/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { setClock, setTimeZone, useAssignmentTest } from '../../test/assignment-world.js';

const NOW = '2030-03-10T12:00:00Z';
const { t, w, as } = useAssignmentTest(NOW);
beforeAll(async () => {
  const make = w.kitsOf.assignment;
  const teacher = w.teacher;
  const science = w.science.kit;
  await make({ schoolClass: w.sixA, kit: science, teacher, dueDate: '2030-03-10' });
  await make({
    schoolClass: w.sixA,
    kit: w.districtKit.kit,
    activity: w.districtKit.activities[0],
    teacher,
    dueDate: '2030-03-31',
  });
  await make({ schoolClass: w.sixB, kit: science, teacher, dueDate: '2030-04-01' });
  const robotics = w.robotics.kit;
  await make({
    schoolClass: w.sixA,
    kit: robotics,
    teacher,
    dueDate: '2030-03-15',
    state: 'cancelled',
  });
  await make({
    schoolClass: w.sixA,
    kit: robotics,
    teacher,
    dueDate: '2030-03-15',
    state: 'completed',
  });
  await make({ schoolClass: w.sevenA, kit: w.maths7.kit, teacher, dueDate: '2030-12-31' });
  await make({ schoolClass: w.sixA, kit: w.districtKit.kit, teacher, dueDate: '2031-01-01' });
  const sister = { schoolClass: w.sisterClass, kit: science, teacher: w.sisterTeacher };
  await make({ ...sister, dueDate: '2030-03-10' });
  await make({
    schoolClass: w.otherClass,
    kit: science,
    teacher: w.otherTeacher,
    dueDate: '2030-03-10',
  });
});
const counts = async (who: { email: string }, body: CallBody<typeof assignments.getDueCounts>) =>
  (await as(who).call(assignments.getDueCounts, { body })).results;
const march = { month: '03', year: '2030' };

describe('POST /api/v2/assignments/due-counts/', () => {
  it("counts a teacher's open and completed work per day of the month, never cancelled work", async () => {
    const response = await as(w.teacher).call(assignments.getDueCounts, { body: march });
    expect(response).toEqual({
      month: '03',
      year: '2030',
      results: [
        { due_date: '2030-03-10', count: 1 },
        { due_date: '2030-03-15', count: 1 },
        { due_date: '2030-03-31', count: 1 },
      ],
    });
  });

  it('keeps each month to its own days across month and year ends', async () => {
    expect(await counts(w.teacher, { month: 4, year: 2030 })).toEqual([
      { due_date: '2030-04-01', count: 1 },
    ]);
    expect(await counts(w.teacher, { month: '12', year: '2030' })).toEqual([
      { due_date: '2030-12-31', count: 1 },
    ]);
    expect(await counts(w.teacher, { month: '01', year: '2031' })).toEqual([
      { due_date: '2031-01-01', count: 1 },
    ]);
    expect(await counts(w.teacher, { month: '02', year: '2030' })).toEqual([]);
  });

  it('narrows to one class of the caller, and answers 404 for any other class', async () => {
    expect(await counts(w.teacher, { ...march, class_id: w.sixB.id })).toEqual([]);
    expect(await counts(w.teacher, { month: '04', year: '2030', class_id: w.sixB.id })).toEqual([
      { due_date: '2030-04-01', count: 1 },
    ]);
    for (const classId of [w.sisterClass.id, w.otherClass.id]) {
      const response = await as(w.teacher).send(assignments.getDueCounts, {
        body: { ...march, class_id: classId },
      });
      expect(response.status).toBe(404);
    }
    const student = await as(w.student).send(assignments.getDueCounts, {
      body: { ...march, class_id: w.sixB.id },
    });
    expect(student.status).toBe(404);
  });

  it("shows a student their class's work and each administrator their schools'", async () => {
    expect(await counts(w.student, march)).toEqual(
      await counts(w.teacher, { ...march, class_id: w.sixA.id }),
    );
    expect(await counts(w.schoolAdmin, march)).toEqual([
      { due_date: '2030-03-10', count: 1 },
      { due_date: '2030-03-15', count: 1 },
      { due_date: '2030-03-31', count: 1 },
    ]);
    expect(await counts(w.districtAdmin, march)).toEqual([
      { due_date: '2030-03-10', count: 2 },
      { due_date: '2030-03-15', count: 1 },
      { due_date: '2030-03-31', count: 1 },
    ]);
    expect(await counts(w.otherAdmin, march)).toEqual([{ due_date: '2030-03-10', count: 1 }]);
    expect(await counts(w.districtAdmin, { ...march, class_id: w.sisterClass.id })).toEqual([
      { due_date: '2030-03-10', count: 1 },
    ]);
    const foreign = await as(w.schoolAdmin).send(assignments.getDueCounts, {
      body: {
        ...march,
        class_id: w.sisterClass.id,
      },
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses a month or year in another format', async () => {
    for (const body of [
      { month: '13', year: '2030' },
      { month: '3', year: '30' },
      { year: '2030' },
    ]) {
      const response = await as(w.teacher).sendUnchecked(assignments.getDueCounts, { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("puts work created late in a far-west school's day on that school's date", async () => {
    await setTimeZone(t, w.school, 'Pacific/Pago_Pago');
    // 10:30 UTC on 1 May is 23:30 on 30 April in Pago Pago.
    setClock(t, '2030-05-01T10:30:00Z');
    let createdId: number | undefined;
    try {
      const kit = await w.kitsOf.kit();
      const created = await as(w.teacher).call(assignments.createAssignments, {
        body: {
          kit_id: kit.kit.id,
          class_ids: [w.sixB.id],
          due_date: '2030-04-30',
        },
      });
      createdId = created.results[0]?.assignment_id;
      expect(await counts(w.teacher, { month: '04', year: '2030', class_id: w.sixB.id })).toEqual([
        { due_date: '2030-04-01', count: 1 },
        { due_date: '2030-04-30', count: 1 },
      ]);
    } finally {
      if (createdId !== undefined) {
        await as(w.teacher).call(assignments.updateAssignment, {
          body: {
            assignment_id: createdId,
            action: 'cancel',
          },
        });
      }
      await setTimeZone(t, w.school, 'UTC');
      setClock(t, NOW);
    }
  });
});
describe('/api/v2/assignments/for-due-date-new/', () => {
  it('lists the work due on one day in class order, by POST and by GET', async () => {
    const body = await as(w.districtAdmin).call(assignments.listDueOnDate, {
      body: { due_date: '2030-03-10' },
    });
    expect(body.due_date).toBe('2030-03-10');
    expect(body.results.map((a: { class_id: number }) => a.class_id)).toEqual([
      w.sixA.id,
      w.sisterClass.id,
    ]);
    const got = await as(w.districtAdmin).call(assignments.listDueOnDateGet, {
      query: { due_date: '2030-03-10' },
    });
    expect(got).toEqual(body);
    const narrowed = await as(w.districtAdmin).call(assignments.listDueOnDateGet, {
      query: { due_date: '2030-03-10', class_id: w.sisterClass.id },
    });
    expect(narrowed.results).toHaveLength(1);
  });

  it("flags overdue and due today by each school's own calendar", async () => {
    await setTimeZone(t, w.school, 'Pacific/Kiritimati');
    await setTimeZone(t, w.sisterSchool, 'Pacific/Pago_Pago');
    // 10:30 UTC on 10 March: 00:30 on 11 March in Kiritimati, 23:30 on 9 March in Pago Pago.
    setClock(t, '2030-03-10T10:30:00Z');
    try {
      const response = await as(w.districtAdmin).call(assignments.listDueOnDate, {
        body: {
          due_date: '2030-03-10',
        },
      });
      const [own, sister] = response.results;
      expect(own).toMatchObject({ class_name: '6A', overdue: true, due_today: false });
      expect(sister).toMatchObject({ class_name: '6A', overdue: false, due_today: false });
      setClock(t, '2030-03-10T11:30:00Z');
      const later = await as(w.districtAdmin).call(assignments.listDueOnDate, {
        body: { due_date: '2030-03-10' },
      });
      expect(later.results[1]).toMatchObject({ overdue: false, due_today: true });
    } finally {
      await setTimeZone(t, w.school, 'UTC');
      await setTimeZone(t, w.sisterSchool, 'UTC');
      setClock(t, NOW);
    }
  });

  it('never flags completed work as overdue', async () => {
    const response = await as(w.teacher).call(assignments.listDueOnDate, {
      body: { due_date: '2030-03-15' },
    });
    expect(response.results).toEqual([
      expect.objectContaining({ state: 'completed', overdue: false, due_today: false }),
    ]);
  });

  it('shows students their class only, and refuses impossible dates', async () => {
    const response = await as(w.student).call(assignments.listDueOnDateGet, {
      query: { due_date: '2030-03-10' },
    });
    expect(response.results.map((a: { class_id: number }) => a.class_id)).toEqual([w.sixA.id]);
    const impossible = await as(w.student).send(assignments.listDueOnDateGet, {
      query: { due_date: '2030-02-30' },
    });
    expect(impossible.status).toBe(400);
    expect(impossible.error?.errors).toHaveProperty('due_date');
  });
});
describe('/api/v2/assignments/yearly/', () => {
  it('counts twelve months from the given month, across the year end', async () => {
    const response = await as(w.teacher).call(assignments.getYearly, {
      body: { month: '09', year: '2030' },
    });
    const results = response.results as { month: string; year: string; count: number }[];
    expect(results).toHaveLength(12);
    expect(results[0]).toEqual({ month: '09', year: '2030', count: 0 });
    expect(results[3]).toEqual({ month: '12', year: '2030', count: 1 });
    expect(results[4]).toEqual({ month: '01', year: '2031', count: 1 });
    expect(results[11]).toEqual({ month: '08', year: '2031', count: 0 });
  });

  it('gives the calendar year by default, by GET too, within the caller scope', async () => {
    const response = await as(w.teacher).call(assignments.getYearlyGet, { query: { year: 2030 } });
    const byMonth = Object.fromEntries(
      response.results.map((r: { month: string; count: number }) => [r.month, r.count]),
    );
    expect(byMonth).toMatchObject({ '01': 0, '03': 3, '04': 1, '12': 1 });
    const student = await as(w.student).call(assignments.getYearly, { body: { year: '2030' } });
    expect(student.results[2]).toEqual({ month: '03', year: '2030', count: 3 });
    expect(student.results[3]).toEqual({ month: '04', year: '2030', count: 0 });
    const other = await as(w.otherAdmin).call(assignments.getYearly, {
      body: { year: 2030, month: 3 },
    });
    expect(other.results[0]).toEqual({ month: '03', year: '2030', count: 1 });
  });
});
