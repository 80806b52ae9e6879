import { beforeAll, describe, expect, it } from 'vitest';
import { setClock, setTimeZone, useAssignmentTest } from '../../test/assignment-world.js';

const NOW = '2030-03-10T12:00:00Z';
const { t, w, call } = useAssignmentTest(NOW);
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

const DUE_COUNTS = '/api/v2/assignments/due-counts/';
const counts = async (who: { email: string }, body: object) => {
  const response = await call(who, 'POST', DUE_COUNTS, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as { due_date: string; count: number }[];
};
const march = { month: '03', year: '2030' };

describe('POST /api/v2/assignments/due-counts/', () => {
  it("counts a teacher's open and completed work per day of the month, never cancelled work", async () => {
    const response = await call(w.teacher, 'POST', DUE_COUNTS, march);
    expect(response.json()).toEqual({
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
      const response = await call(w.teacher, 'POST', DUE_COUNTS, { ...march, class_id: classId });
      expect(response.statusCode).toBe(404);
    }
    const student = await call(w.student, 'POST', DUE_COUNTS, { ...march, class_id: w.sixB.id });
    expect(student.statusCode).toBe(404);
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
    const foreign = await call(w.schoolAdmin, 'POST', DUE_COUNTS, {
      ...march,
      class_id: w.sisterClass.id,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a month or year in another format', async () => {
    for (const body of [
      { month: '13', year: '2030' },
      { month: '3', year: '30' },
      { year: '2030' },
    ]) {
      const response = await call(w.teacher, 'POST', DUE_COUNTS, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("puts work created late in a far-west school's day on that school's date", async () => {
    await setTimeZone(t, w.school, 'Pacific/Pago_Pago');
    // 10:30 UTC on 1 May is 23:30 on 30 April in Pago Pago.
    setClock(t, '2030-05-01T10:30:00Z');
    let createdId: number | undefined;
    try {
      const kit = await w.kitsOf.kit();
      const created = await call(w.teacher, 'POST', '/api/v2/assignments/', {
        kit_id: kit.kit.id,
        class_ids: [w.sixB.id],
        due_date: '2030-04-30',
      });
      expect(created.statusCode).toBe(201);
      createdId = created.json().results[0].assignment_id;
      expect(await counts(w.teacher, { month: '04', year: '2030', class_id: w.sixB.id })).toEqual([
        { due_date: '2030-04-01', count: 1 },
        { due_date: '2030-04-30', count: 1 },
      ]);
    } finally {
      if (createdId !== undefined) {
        await call(w.teacher, 'PUT', '/api/v2/assignments/', {
          assignment_id: createdId,
          action: 'cancel',
        });
      }
      await setTimeZone(t, w.school, 'UTC');
      setClock(t, NOW);
    }
  });
});

const FOR_DUE_DATE = '/api/v2/assignments/for-due-date-new/';

describe('/api/v2/assignments/for-due-date-new/', () => {
  it('lists the work due on one day in class order, by POST and by GET', async () => {
    const posted = await call(w.districtAdmin, 'POST', FOR_DUE_DATE, { due_date: '2030-03-10' });
    expect(posted.statusCode).toBe(200);
    const body = posted.json();
    expect(body.due_date).toBe('2030-03-10');
    expect(body.results.map((a: { class_id: number }) => a.class_id)).toEqual([
      w.sixA.id,
      w.sisterClass.id,
    ]);
    const got = await call(w.districtAdmin, 'GET', `${FOR_DUE_DATE}?due_date=2030-03-10`);
    expect(got.json()).toEqual(body);
    const narrowed = await call(
      w.districtAdmin,
      'GET',
      `${FOR_DUE_DATE}?due_date=2030-03-10&class_id=${w.sisterClass.id}`,
    );
    expect(narrowed.json().results).toHaveLength(1);
  });

  it("flags overdue and due today by each school's own calendar", async () => {
    await setTimeZone(t, w.school, 'Pacific/Kiritimati');
    await setTimeZone(t, w.sisterSchool, 'Pacific/Pago_Pago');
    // 10:30 UTC on 10 March: 00:30 on 11 March in Kiritimati, 23:30 on 9 March in Pago Pago.
    setClock(t, '2030-03-10T10:30:00Z');
    try {
      const response = await call(w.districtAdmin, 'POST', FOR_DUE_DATE, {
        due_date: '2030-03-10',
      });
      const [own, sister] = response.json().results;
      expect(own).toMatchObject({ class_name: '6A', overdue: true, due_today: false });
      expect(sister).toMatchObject({ class_name: '6A', overdue: false, due_today: false });
      setClock(t, '2030-03-10T11:30:00Z');
      const later = await call(w.districtAdmin, 'POST', FOR_DUE_DATE, { due_date: '2030-03-10' });
      expect(later.json().results[1]).toMatchObject({ overdue: false, due_today: true });
    } finally {
      await setTimeZone(t, w.school, 'UTC');
      await setTimeZone(t, w.sisterSchool, 'UTC');
      setClock(t, NOW);
    }
  });

  it('never flags completed work as overdue', async () => {
    const response = await call(w.teacher, 'POST', FOR_DUE_DATE, { due_date: '2030-03-15' });
    expect(response.json().results).toEqual([
      expect.objectContaining({ state: 'completed', overdue: false, due_today: false }),
    ]);
  });

  it('shows students their class only, and refuses impossible dates', async () => {
    const response = await call(w.student, 'GET', `${FOR_DUE_DATE}?due_date=2030-03-10`);
    expect(response.json().results.map((a: { class_id: number }) => a.class_id)).toEqual([
      w.sixA.id,
    ]);
    const impossible = await call(w.student, 'GET', `${FOR_DUE_DATE}?due_date=2030-02-30`);
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().errors).toHaveProperty('due_date');
  });
});

const YEARLY = '/api/v2/assignments/yearly/';

describe('/api/v2/assignments/yearly/', () => {
  it('counts twelve months from the given month, across the year end', async () => {
    const response = await call(w.teacher, 'POST', YEARLY, { month: '09', year: '2030' });
    const results = response.json().results as { month: string; year: string; count: number }[];
    expect(results).toHaveLength(12);
    expect(results[0]).toEqual({ month: '09', year: '2030', count: 0 });
    expect(results[3]).toEqual({ month: '12', year: '2030', count: 1 });
    expect(results[4]).toEqual({ month: '01', year: '2031', count: 1 });
    expect(results[11]).toEqual({ month: '08', year: '2031', count: 0 });
  });

  it('gives the calendar year by default, by GET too, within the caller scope', async () => {
    const response = await call(w.teacher, 'GET', `${YEARLY}?year=2030`);
    const byMonth = Object.fromEntries(
      response.json().results.map((r: { month: string; count: number }) => [r.month, r.count]),
    );
    expect(byMonth).toMatchObject({ '01': 0, '03': 3, '04': 1, '12': 1 });
    const student = await call(w.student, 'POST', YEARLY, { year: '2030' });
    expect(student.json().results[2]).toEqual({ month: '03', year: '2030', count: 3 });
    expect(student.json().results[3]).toEqual({ month: '04', year: '2030', count: 0 });
    const other = await call(w.otherAdmin, 'POST', YEARLY, { year: 2030, month: 3 });
    expect(other.json().results[0]).toEqual({ month: '03', year: '2030', count: 1 });
  });
});
