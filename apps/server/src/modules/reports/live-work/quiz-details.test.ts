import { reports } from '@kitlab/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useActivityTest } from '../../../test/activity-world.js';
import { buildItemAnalysisClass } from '../../../test/item-analysis-class.js';
import { zodReadsWriting } from '../../../test/zod-reads.js';

const { t, w, as, tokenOf } = useActivityTest();
let c: Awaited<ReturnType<typeof buildItemAnalysisClass>>;
beforeAll(async () => {
  c = await buildItemAnalysisClass(t, w);
});

const details = () =>
  as(w.teacher).call(reports.getQuizDetails, {
    query: { class_id: c.eightC.id, activity_id: c.quiz.id },
  });
const lastNames = (people: readonly { last_name: string }[]) => people.map((p) => p.last_name);
const questionIds = (...numbers: number[]) => numbers.map((n) => c.questions[n - 1]?.id);

describe('/api/v2/reports/live/quizdetails', () => {
  it('gives each question its share right out of the active students, the most missed first', async () => {
    const report = await details();
    expect(report).toMatchObject({
      class_id: c.eightC.id,
      class_name: '8C',
      activity_id: c.quiz.id,
      activity_type: 'quiz',
      now: '2030-03-10T12:00:00.000Z',
      // Ten handed in and Rank11 not started; the leaver is not counted.
      out_of: 11,
      handed_in: 10,
      total_marks: 7,
    });
    // Right answers of 11: q1 5 (students 1-5), and for q2..q7 the students whose REST reaches
    // them: q2 10, q3 9, q4 7, q5 5, q6 3, q7 1. Lowest share first, ties (q1, q5) in quiz order.
    expect(report.questions.map((q) => q.activity_detail_id)).toEqual(
      questionIds(7, 6, 1, 5, 4, 3, 2),
    );
    expect(report.questions.map((q) => [q.right, q.answered, q.out_of, q.share_right])).toEqual([
      [1, 10, 11, 9.1],
      [3, 10, 11, 27.3],
      [5, 10, 11, 45.5],
      [5, 10, 11, 45.5],
      [7, 10, 11, 63.6],
      [9, 10, 11, 81.8],
      [10, 10, 11, 90.9],
    ]);
    expect(report.question_order).toEqual(questionIds(1, 2, 3, 4, 5, 6, 7));
  });

  it('names the wrong options chosen and who chose each, without the leaver', async () => {
    const report = await details();
    const q1 = report.questions.find((q) => q.activity_detail_id === c.questions[0]?.id);
    expect(q1).toMatchObject({ position: 2, question: 'Question 1?', marks: 1 });
    // Who chose an option is told by their position in the report's students.
    const choosers = (positions: readonly number[]) =>
      positions.map((at) => report.students[at]?.student.last_name);
    // Students 6-10 got q1 wrong: the even ones chose option 2, the odd ones option 3.
    expect(q1?.wrong_options.map((o) => [o.option_id, o.option, choosers(o.chosen_by)])).toEqual([
      [c.questions[0]?.options[1]?.id, 'Option 2', ['Rank06', 'Rank08', 'Rank10']],
      [c.questions[0]?.options[2]?.id, 'Option 3', ['Rank07', 'Rank09']],
    ]);
  });

  it('gives the median seconds on a question from the gaps between each student’s answers', async () => {
    const byId = new Map((await details()).questions.map((q) => [q.activity_detail_id, q]));
    // Student i answered q1 10 x i seconds after starting: 10..100 s, median (50 + 60) / 2.
    expect(byId.get(c.questions[0]?.id ?? 0)).toMatchObject({ median_seconds: 55, timed: 10 });
    // Every later question came 30 s after the one before it.
    expect(byId.get(c.questions[3]?.id ?? 0)).toMatchObject({ median_seconds: 30, timed: 10 });
  });

  it('tells how well each question separates stronger and weaker students', async () => {
    const byId = new Map((await details()).questions.map((q) => [q.activity_detail_id, q]));
    // q1 is right (1) for students 1-5 and wrong (0) for 6-10; their marks on the rest of the
    // quiz (q2..q7) are REST = 6 5 4 3 2 | 5 4 3 2 1. Mean of the rest: 4 for those right, 3 for
    // those wrong, 3.5 overall; population deviation sqrt((2.5² + 1.5² + 0.5² + 0.5² + 1.5²) x 2
    // / 10) = sqrt(22.5 / 10) = 1.5. Point-biserial: (4 - 3) / 1.5 x sqrt(0.5 x 0.5) = 1/3.
    expect(byId.get(c.questions[0]?.id ?? 0)?.discrimination).toEqual({
      index: 0.33,
      reading: 'good',
    });
    // q2 is right for all ten handed in: nothing to tell apart.
    expect(byId.get(c.questions[1]?.id ?? 0)?.discrimination).toEqual({
      index: null,
      reading: 'no-spread',
    });
  });

  it('gives each active student their status, score and verdict per question, in quiz order', async () => {
    const { students } = await details();
    expect(lastNames(students.map((s) => s.student))).toEqual([
      'Rank01',
      'Rank02',
      'Rank03',
      'Rank04',
      'Rank05',
      'Rank06',
      'Rank07',
      'Rank08',
      'Rank09',
      'Rank10',
      'Rank11',
    ]);
    // Rank10: q1 wrong, REST 1 (q2 right only).
    expect(students[9]).toMatchObject({
      status: 'handed_in',
      score: { marksObtained: 1, totalMarks: 7, percentage: 14.3 },
      stuck: null,
      verdicts: ['wrong', 'right', 'wrong', 'wrong', 'wrong', 'wrong', 'wrong'],
    });
    expect(students[10]).toMatchObject({
      status: 'not_started',
      score: null,
      verdicts: Array(7).fill('not_answered'),
    });
  });

  it('is written as the service builds it, zod copying none of it (decision 0053)', async () => {
    const { reads, status } = await zodReadsWriting(
      t,
      await tokenOf(w.teacher),
      reports.getQuizDetails,
      { query: { class_id: c.eightC.id, activity_id: c.quiz.id } },
    );
    expect(status).toBe(200);
    expect(reads).toBe(0);
  });
});
