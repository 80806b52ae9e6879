import { reports } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useAssignmentTest } from '../../../test/assignment-world.js';
import { useReportTables } from '../../../test/report-tables-world.js';

const { t, w, as } = useAssignmentTest();
const r = useReportTables(t, w);

const tally = (counts: Partial<Record<'NS' | 'N' | 'I' | 'A' | 'C', number>>) => {
  const full = { NS: 0, N: 0, I: 0, A: 0, C: 0, ...counts };
  return { ...full, out_of: Object.values(full).reduce((a, b) => a + b, 0) };
};

describe('/api/v2/reports/live/topicdetails', () => {
  it("gives 6A's progress per topic of the work in the teacher's subjects, each figure out of its whole", async () => {
    const answer = await as(w.teacher).call(reports.getTopicDetails, {
      query: { class_id: w.sixA.id },
    });
    expect(answer).toMatchObject({
      class_id: w.sixA.id,
      class_name: '6A',
      student: null,
      students: 3,
    });
    expect(answer.topics.map((topic) => [topic.kit_title, topic.title])).toEqual([
      ['Forces', 'Topic one'],
      ['Forces', 'Topic two'],
    ]);
    const [one, two] = answer.topics;
    // Quiz: Amara 100 %, Zoe 50 %, Lucas a draft. Worksheet: Amara 50 %, Zoe waits for marks.
    expect(one).toMatchObject({
      activities_assigned: 2,
      handed_in: { count: 4, out_of: 6 },
      students_finished: { count: 2, out_of: 3 },
      average_score: { percentage: 66.7, out_of: 3 },
      progress: tally({ C: 3, A: 1, I: 1, NS: 1 }),
    });
    expect(one?.activities.map((a) => [a.activity_id, a.handed_in, a.average_score])).toEqual([
      [r.quiz.id, { count: 2, out_of: 3 }, { percentage: 75, out_of: 2 }],
      [r.worksheet.id, { count: 2, out_of: 3 }, { percentage: 50, out_of: 1 }],
    ]);
    // Nobody opened the second topic's quiz.
    expect(two).toMatchObject({
      activities_assigned: 1,
      handed_in: { count: 0, out_of: 3 },
      students_finished: { count: 0, out_of: 3 },
      average_score: { percentage: null, out_of: 0 },
      progress: tally({ NS: 3 }),
    });
  });

  it("gives one student's progress out of their own work, and 404 for a student not in the class", async () => {
    const answer = await as(w.teacher).call(reports.getTopicDetails, {
      query: { class_id: w.sixA.id, student_id: w.thirdStudent.id },
    });
    expect(answer.student).toMatchObject({ student_id: w.thirdStudent.id, first_name: 'Zoe' });
    expect(answer.students).toBe(1);
    expect(answer.topics[0]).toMatchObject({
      handed_in: { count: 2, out_of: 2 },
      students_finished: { count: 1, out_of: 1 },
      average_score: { percentage: 50, out_of: 1 },
      progress: tally({ C: 1, A: 1 }),
    });
    for (const student of [w.sixBStudent, w.teacher]) {
      const refused = await as(w.teacher).send(reports.getTopicDetails, {
        query: { class_id: w.sixA.id, student_id: student.id },
      });
      expect(refused.status).toBe(404);
    }
  });

  it("shows a teacher of the class in another subject only that subject's work", async () => {
    const answer = await as(w.colleague).call(reports.getTopicDetails, {
      query: { class_id: w.sixA.id },
    });
    expect(answer.topics.map((topic) => topic.kit_title)).toEqual(['Fractions']);
  });
});

describe('/api/v2/reports/live/learningprogress', () => {
  it('counts week by week in the school calendar, across a month end, over the school year so far', async () => {
    const answer = await as(w.teacher).call(reports.getLearningProgress, {
      query: { class_id: w.sixA.id },
    });
    expect(answer).toMatchObject({ today: '2030-03-10', from: '2029-09-01', to: '2030-03-10' });
    expect(answer.weeks[0]?.week_start).toBe('2029-08-27');
    expect(answer.weeks.at(-1)).toMatchObject({ week_start: '2030-03-04', week_end: '2030-03-10' });
    const week = (start: string) => answer.weeks.find((w) => w.week_start === start);
    // 26 February and 1 March: Zoe's quiz (50 %) and her worksheet waiting for marks.
    expect(week('2030-02-25')).toEqual({
      week_start: '2030-02-25',
      week_end: '2030-03-03',
      handed_in: 2,
      average_score: { percentage: 50, out_of: 1 },
      active_students: { count: 1, out_of: 3 },
    });
    // Amara's quiz (100 %) and worksheet (50 %); Lucas answered in his draft.
    expect(week('2030-03-04')).toMatchObject({
      handed_in: 2,
      average_score: { percentage: 75, out_of: 2 },
      active_students: { count: 2, out_of: 3 },
    });
    expect(week('2030-02-18')).toMatchObject({ handed_in: 0, active_students: { count: 0 } });
  });

  it("puts a hand-in in the school's week across a year end, for one student", async () => {
    const answer = await as(w.teacher).call(reports.getLearningProgress, {
      query: {
        class_id: w.sixA.id,
        student_id: w.thirdStudent.id,
        from: '2029-12-24',
        to: '2030-01-13',
      },
    });
    // 23:30 UTC on Sunday 30 December is Monday 31 December in Berlin.
    expect(
      answer.weeks.map((w) => [w.week_start, w.week_end, w.handed_in, w.active_students]),
    ).toEqual([
      ['2029-12-24', '2029-12-30', 0, { count: 0, out_of: 1 }],
      ['2029-12-31', '2030-01-06', 1, { count: 1, out_of: 1 }],
      ['2030-01-07', '2030-01-13', 0, { count: 0, out_of: 1 }],
    ]);
    expect(answer.weeks[1]?.average_score).toEqual({ percentage: 100, out_of: 1 });
  });

  it('counts nothing from before the range in the week it begins', async () => {
    const answer = await as(w.teacher).call(reports.getLearningProgress, {
      query: { class_id: w.sixA.id, from: '2030-02-27', to: '2030-03-10' },
    });
    // Of Zoe's week, her quiz of 26 February is before the range; her worksheet of 1 March waits
    // for its marks.
    expect(answer.weeks[0]).toEqual({
      week_start: '2030-02-25',
      week_end: '2030-03-03',
      handed_in: 1,
      average_score: { percentage: null, out_of: 0 },
      active_students: { count: 1, out_of: 3 },
    });
  });

  it('refuses a range that ends before it starts or is longer than it answers', async () => {
    for (const [from, to] of [
      ['2030-03-10', '2030-03-01'],
      ['2028-01-01', '2030-03-01'],
    ]) {
      const refused = await as(w.teacher).send(reports.getLearningProgress, {
        query: { class_id: w.sixA.id, from, to },
      });
      expect(refused.status, `${from} ${to}`).toBe(400);
    }
  });
});

describe('who may read the progress reports', () => {
  it("answers 404 for another teacher's or school's class, 403 to students and administrators", async () => {
    for (const call of [
      reports.getTopicDetails,
      reports.getLearningProgress,
      reports.getClassStudents,
    ]) {
      for (const [who, classId] of [
        [w.sevenTeacher, w.sixA.id],
        [w.teacher, w.otherClass.id],
        [w.teacher, w.sisterClass.id],
        [w.otherTeacher, w.sixA.id],
      ] as const) {
        const refused = await as(who).send(call, { query: { class_id: classId } });
        expect(refused.status, `${call.path} ${who.email}`).toBe(404);
        expect(refused.error).toMatchObject({ detail: 'No such class.' });
      }
      for (const who of [w.student, w.schoolAdmin, w.districtAdmin]) {
        const refused = await as(who).send(call, { query: { class_id: w.sixA.id } });
        expect(refused.status, who.email).toBe(403);
      }
    }
  });

  it('answers a class with no students or work with empty figures', async () => {
    const empty = await t.make.schoolClass(w.school, '6E');
    await t.make.teach(w.teacher, empty, 'Science');
    const topics = await as(w.teacher).call(reports.getTopicDetails, {
      query: { class_id: empty.id },
    });
    expect(topics).toMatchObject({ students: 0, topics: [] });
    const weeks = await as(w.teacher).call(reports.getLearningProgress, {
      query: { class_id: empty.id, from: '2030-03-01', to: '2030-03-10' },
    });
    expect(weeks.weeks).toHaveLength(2);
    expect(weeks.weeks[0]).toMatchObject({
      handed_in: 0,
      active_students: { count: 0, out_of: 0 },
    });
  });
});

describe('/api/v2/reports/live/students', () => {
  it("lists the class's active students by name to its teachers in any subject", async () => {
    for (const who of [w.teacher, w.colleague]) {
      const answer = await as(who).call(reports.getClassStudents, {
        query: { class_id: w.sixA.id },
      });
      expect(answer).toMatchObject({ class_id: w.sixA.id, class_name: '6A' });
      expect(answer.students.map((s) => s.first_name)).toEqual(['Amara', 'Lucas', 'Zoe']);
      expect(answer.students[0]).toMatchObject({
        student_id: w.classmate.id,
        last_name: 'Adeyemi',
      });
    }
  });
});

describe('a student who left the class', () => {
  it('is in no figure and no whole, and asking for them is 404', async () => {
    const leaver = await t.make.user({ type: 'S', organisation: w.school, firstName: 'Leaver' });
    await t.make.enrol(leaver, w.sixA);
    await w.kitsOf.attempt({
      student: leaver,
      activity: r.quiz,
      marksObtained: 0,
      totalMarks: 2,
      submittedAt: new Date('2030-03-05T09:00:00Z'),
    });
    await t.make.deactivate(leaver);
    const topics = await as(w.teacher).call(reports.getTopicDetails, {
      query: { class_id: w.sixA.id },
    });
    expect(topics.students).toBe(3);
    const listed = await as(w.teacher).call(reports.getClassStudents, {
      query: { class_id: w.sixA.id },
    });
    expect(listed.students.map((s) => s.first_name)).not.toContain('Leaver');
    expect(topics.topics[0]).toMatchObject({
      handed_in: { count: 4, out_of: 6 },
      average_score: { percentage: 66.7, out_of: 3 },
    });
    const weeks = await as(w.teacher).call(reports.getLearningProgress, {
      query: { class_id: w.sixA.id, from: '2030-03-04', to: '2030-03-10' },
    });
    expect(weeks.weeks[0]).toMatchObject({
      handed_in: 2,
      active_students: { count: 2, out_of: 3 },
    });
    for (const call of [reports.getTopicDetails, reports.getLearningProgress]) {
      const refused = await as(w.teacher).send(call, {
        query: { class_id: w.sixA.id, student_id: leaver.id },
      });
      expect(refused.status).toBe(404);
      expect(refused.error).toMatchObject({ detail: 'No such student in this class.' });
    }
  });
});
