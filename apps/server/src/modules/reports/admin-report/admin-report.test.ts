import { reports } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportTeachingWeeks } from '../../../db/schema/index.js';
import { THIS_WEEK, useAdminReportWorld } from './admin-report-world.js';

const { t, w, as } = useAdminReportWorld();

type Filters = reports.AdminReportQuery;
const report = (user: { email: string }, body: Filters = {}) =>
  as(user).call(reports.getAdminReport, { body });
const refusal = async (user: { email: string }, body: Filters) => {
  const answer = await as(user).send(reports.getAdminReport, { body });
  return [answer.status, (JSON.parse(answer.text) as { detail?: string }).detail];
};

/** Figures as the tests write them: assignments, hand-ins of work, completion, average, active. */
const figures = (
  assignments: number,
  [handedIn, work]: [number, number],
  completion: number | null,
  [average, marked]: [number | null, number],
  [active, students]: [number, number],
) => ({
  assignments,
  work: { count: handedIn, out_of: work },
  completion,
  average_score: { percentage: average, out_of: marked },
  active_students: { count: active, out_of: students },
});

const groupsOf = (answer: reports.AdminReport, level: reports.ReportLevel) =>
  answer.breakdowns
    .find((b) => b.level === level)
    ?.groups.map((g) => [g.name, g.key, g.drill, g.figures]);

describe('the administrators’ report of a district', () => {
  it('gives the district’s figures of the school year, by school, grade and subject, and week by week', async () => {
    const answer = await report(w.districtAdmin);
    expect(answer.scope).toEqual({ level: 'district', name: 'Riverside District' });
    expect(answer.today).toBe('2030-04-02');
    // Rows of this year: 6 assignments, 7 of 11 handed in, 5 marked summing 350; last year's
    // row is left out. Active this week: Lucas (6A) and Noah (7A) of the 4 students.
    expect(answer.totals).toEqual(figures(6, [7, 11], 63.6, [70, 5], [2, 4]));
    expect(answer.breakdowns.map((b) => b.level)).toEqual(['school', 'grade', 'subject']);
    expect(groupsOf(answer, 'school')).toEqual([
      ['Alder School', w.alder.token, 'school_token', figures(4, [7, 9], 77.8, [70, 5], [2, 3])],
      ['Birch School', w.birch.token, 'school_token', figures(2, [0, 2], 0, [null, 0], [0, 1])],
    ]);
    expect(groupsOf(answer, 'grade')).toEqual([
      ['Grade 6', String(w.alder6A.gradeId), 'grade_id', figures(5, [6, 10], 60, [65, 4], [1, 3])],
      ['Grade 7', String(w.alder7A.gradeId), 'grade_id', figures(1, [1, 1], 100, [90, 1], [1, 1])],
    ]);
    expect(groupsOf(answer, 'subject')).toEqual([
      ['Mathematics', String(w.maths), 'subject_id', figures(1, [2, 2], 100, [55, 2], [0, 2])],
      ['Science', String(w.science), 'subject_id', figures(5, [5, 9], 55.6, [80, 3], [2, 4])],
    ]);
    expect(answer.weeks).toHaveLength(reports.ADMIN_REPORT_WEEKS);
    expect(answer.weeks[0]?.week_start).toBe('2030-01-14');
    expect(answer.weeks.slice(-3)).toEqual([
      { week_start: '2030-03-18', figures: figures(1, [1, 1], 100, [90, 1], [0, 4]) },
      { week_start: '2030-03-25', figures: figures(4, [5, 8], 62.5, [65, 4], [3, 4]) },
      { week_start: THIS_WEEK, figures: figures(1, [1, 2], 50, [null, 0], [2, 4]) },
    ]);
    expect(answer.weeks[0]?.figures).toEqual(figures(0, [0, 0], null, [null, 0], [0, 4]));
    expect(answer.as_of).toBeNull();
  });

  it('counts work given for a later week in the school year, but no week after this one', async () => {
    const later = {
      classId: w.birch6A.id,
      subjectId: w.science,
      teacherId: w.ines.id,
      week: '2030-04-15',
      districtId: w.birch.parentId as number,
      schoolId: w.birch.id,
      gradeId: w.birch6A.gradeId,
      assignments: 1,
      work: 1,
      handedIn: 0,
      marked: 0,
      percentageSum: 0,
    };
    await t.db.insert(reportTeachingWeeks).values(later);
    try {
      const answer = await report(w.districtAdmin);
      // Set now and due in two weeks: given, and not handed in yet, as the teacher's open work shows it.
      expect(answer.totals).toEqual(figures(7, [7, 12], 58.3, [70, 5], [2, 4]));
      expect(answer.weeks.at(-1)?.week_start).toBe(THIS_WEEK);
    } finally {
      await t.db.delete(reportTeachingWeeks).where(eq(reportTeachingWeeks.week, later.week));
    }
  });

  it('shows as many weeks as asked, ending with this week', async () => {
    const answer = await report(w.districtAdmin, { weeks: 2 });
    expect(answer.weeks.map((week) => week.week_start)).toEqual(['2030-03-25', THIS_WEEK]);
    // The school year's figures do not depend on the weeks shown.
    expect(answer.totals.assignments).toBe(6);
  });

  it('offers the schools, their grades and the subjects taught; classes and teachers once a school is chosen', async () => {
    const { filters } = await report(w.districtAdmin);
    expect(filters.school).toEqual({
      options: [
        { value: w.alder.token, label: 'Alder School' },
        { value: w.birch.token, label: 'Birch School' },
      ],
      selected: null,
    });
    expect(filters.grade.options.map((o) => o.label)).toEqual(['Grade 6', 'Grade 7']);
    expect(filters.class.options).toEqual([]);
    expect(filters.subject.options.map((o) => o.label)).toEqual(['Mathematics', 'Science']);
    expect(filters.teacher.options).toEqual([]);

    const birch = await report(w.districtAdmin, { school_token: w.birch.token });
    expect(birch.scope).toEqual({ level: 'school', name: 'Birch School' });
    expect(birch.filters.grade.options.map((o) => o.label)).toEqual(['Grade 6']);
    expect(birch.filters.class.options).toEqual([{ value: String(w.birch6A.id), label: '6A' }]);
    expect(birch.filters.teacher.options).toEqual([{ value: w.ines.token, label: 'Ines Abara' }]);
    expect(birch.breakdowns.map((b) => b.level)).toEqual(['grade', 'class', 'subject', 'teacher']);
    expect(birch.totals).toEqual(figures(2, [0, 2], 0, [null, 0], [0, 1]));
  });
});

describe('the report of a school administrator', () => {
  it('starts at their school, with no school to choose, broken down by grade, class, subject and teacher', async () => {
    const answer = await report(w.alderAdmin);
    expect(answer.scope).toEqual({ level: 'school', name: 'Alder School' });
    expect(answer.filters.school.options).toEqual([]);
    expect(answer.filters.class.options.map((o) => o.label)).toEqual(['6A', '7A']);
    expect(answer.filters.teacher.options.map((o) => o.label)).toEqual([
      'Tom Lind',
      'Grace Okafor',
    ]);
    expect(answer.totals).toEqual(figures(4, [7, 9], 77.8, [70, 5], [2, 3]));
    expect(answer.breakdowns.map((b) => b.level)).toEqual(['grade', 'class', 'subject', 'teacher']);
    expect(groupsOf(answer, 'class')).toEqual([
      ['6A', String(w.alder6A.id), 'class_id', figures(3, [6, 8], 75, [65, 4], [1, 2])],
      ['7A', String(w.alder7A.id), 'class_id', figures(1, [1, 1], 100, [90, 1], [1, 1])],
    ]);
    expect(groupsOf(answer, 'teacher')).toEqual([
      ['Grace Okafor', w.grace.token, 'teacher_token', figures(3, [5, 7], 71.4, [80, 3], [2, 3])],
      ['Tom Lind', w.tom.token, 'teacher_token', figures(1, [2, 2], 100, [55, 2], [0, 2])],
    ]);
  });

  it('breaks a class down by subject, teacher and student, the students named below class level only', async () => {
    const answer = await report(w.alderAdmin, {
      grade_id: w.alder6A.gradeId,
      class_id: w.alder6A.id,
    });
    expect(answer.scope).toEqual({ level: 'class', name: '6A' });
    expect(answer.totals).toEqual(figures(3, [6, 8], 75, [65, 4], [1, 2]));
    expect(answer.breakdowns.map((b) => b.level)).toEqual(['subject', 'teacher', 'student']);
    expect(answer.filters.subject.options.map((o) => o.label)).toEqual(['Mathematics', 'Science']);
    expect(groupsOf(answer, 'subject')).toEqual([
      ['Mathematics', String(w.maths), 'subject_id', figures(1, [2, 2], 100, [55, 2], [0, 2])],
      ['Science', String(w.science), 'subject_id', figures(2, [4, 6], 66.7, [75, 2], [1, 2])],
    ]);
    expect(groupsOf(answer, 'student')).toEqual([
      ['Lucas Moreau', w.lucas.token, null, figures(3, [4, 4], 100, [66.7, 3], [1, 1])],
      ['Amara Okoro', w.amara.token, null, figures(3, [2, 4], 50, [60, 1], [0, 1])],
    ]);
  });

  it('narrows to a subject and a teacher, the students counted of the classes they teach', async () => {
    const science = await report(w.alderAdmin, { subject_id: w.science });
    expect(science.filters.teacher.options).toEqual([
      { value: w.grace.token, label: 'Grace Okafor' },
    ]);
    expect(science.breakdowns.map((b) => b.level)).toEqual(['teacher']);
    expect(science.totals).toEqual(figures(3, [5, 7], 71.4, [80, 3], [2, 3]));

    const grace = await report(w.alderAdmin, {
      class_id: w.alder6A.id,
      subject_id: w.science,
      teacher_token: w.grace.token,
    });
    expect(grace.scope).toEqual({ level: 'teacher', name: 'Grace Okafor' });
    expect(grace.totals).toEqual(figures(2, [4, 6], 66.7, [75, 2], [1, 2]));
    expect(groupsOf(grace, 'student')).toEqual([
      ['Lucas Moreau', w.lucas.token, null, figures(2, [3, 3], 100, [75, 2], [1, 1])],
      ['Amara Okoro', w.amara.token, null, figures(2, [1, 3], 33.3, [null, 0], [0, 1])],
    ]);
  });
});

describe('what the report refuses', () => {
  it('answers 404 for a value outside the filters before it', async () => {
    expect(
      await refusal(w.alderAdmin, { grade_id: w.alder7A.gradeId, class_id: w.alder6A.id }),
    ).toEqual([404, 'No such class in this grade.']);
    expect(await refusal(w.alderAdmin, { class_id: w.alder7A.id, subject_id: w.maths })).toEqual([
      404,
      'No such subject taught in this class.',
    ]);
    expect(
      await refusal(w.alderAdmin, { subject_id: w.science, teacher_token: w.tom.token }),
    ).toEqual([404, 'No such teacher of this subject here.']);
    expect(await refusal(w.districtAdmin, { class_id: w.birch6A.id })).toEqual([
      404,
      'No such class: choose its school first.',
    ]);
    const birch6A = await report(w.districtAdmin, {
      school_token: w.birch.token,
      class_id: w.birch6A.id,
    });
    expect(birch6A.scope).toEqual({ level: 'class', name: '6A' });
  });

  it('answers 404 to a school administrator for another school, its classes and its teachers', async () => {
    expect(await refusal(w.alderAdmin, { school_token: w.birch.token })).toEqual([
      404,
      'No such school among those you manage.',
    ]);
    expect(await refusal(w.alderAdmin, { class_id: w.birch6A.id })).toEqual([
      404,
      'No such class in this school.',
    ]);
    expect(await refusal(w.alderAdmin, { teacher_token: w.ines.token })).toEqual([
      404,
      'No such teacher teaching here.',
    ]);
    // Their own school, named, is the report they start with.
    expect((await report(w.alderAdmin, { school_token: w.alder.token })).scope.name).toBe(
      'Alder School',
    );
  });

  it('refuses students and teachers', async () => {
    expect((await as(w.lucas).send(reports.getAdminReport, { body: {} })).status).toBe(403);
    expect((await as(w.grace).send(reports.getAdminReport, { body: {} })).status).toBe(403);
  });
});
