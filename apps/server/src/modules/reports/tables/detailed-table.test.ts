import { reports } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityDetails, kits } from '../../../db/schema/index.js';
import { useAssignmentTest } from '../../../test/assignment-world.js';
import { useReportTables } from '../../../test/report-tables-world.js';

const { t, w, as } = useAssignmentTest();
const r = useReportTables(t, w);

type Cell = reports.DetailedTableCell;
const cell = (
  verdict: Cell['verdict'],
  answer: string | null = null,
  marks: number | null = null,
) => ({
  verdict,
  answer,
  marks_obtained: marks,
});
/** The flat table's empty cell: not answered, no marks. */
const none = null;
const names = (rows: { student: { first_name: string } }[]) =>
  rows.map((row) => row.student.first_name);

describe('/api/v2/reports/live/detailedtablereport', () => {
  it("lays out 6A's students by name against every question of the work, each cell's answer and verdict", async () => {
    const table = await as(w.teacher).call(reports.getDetailedTable, {
      query: { class_id: w.sixA.id },
    });
    expect(table).toMatchObject({
      class_name: '6A',
      students: 3,
      count: 3,
      next: null,
      previous: null,
    });
    expect(
      table.activities.map((a) => [a.activity_id, a.questions.map((q) => [q.number, q.marks])]),
    ).toEqual([
      [
        r.quiz.id,
        [
          [1, 1],
          [2, 1],
        ],
      ],
      [r.worksheet.id, [[1, 2]]],
      [r.unopened.id, [[1, 1]]],
    ]);
    expect(
      table.results.map((row) => [
        row.student.first_name,
        row.score?.percentage ?? null,
        ...row.cells,
      ]),
    ).toEqual([
      [
        'Amara',
        75,
        cell('right', 'Option 1', 1),
        cell('right', 'Option 2', 1),
        cell('marked', '=SUM(A1), "quoted"', 1),
        none,
      ],
      ['Lucas', null, cell('wrong', 'Option 2'), none, none, none],
      [
        'Zoe',
        50,
        cell('right', 'Option 1', 1),
        cell('wrong', 'Option 1', 0),
        cell('waiting', 'Friction slows it down.'),
        none,
      ],
    ]);
    expect(table.results[0]?.student).toMatchObject({
      student_id: w.classmate.id,
      last_name: 'Adeyemi',
    });
  });

  it('sorts by score either way with no score last, by name backwards, and pages', async () => {
    const sorted = async (query: Partial<reports.DetailedTableQuery>) =>
      as(w.teacher).call(reports.getDetailedTable, { query: { class_id: w.sixA.id, ...query } });
    expect(names((await sorted({ sort: 'score', order: 'desc' })).results)).toEqual([
      'Amara',
      'Zoe',
      'Lucas',
    ]);
    expect(names((await sorted({ sort: 'score', order: 'asc' })).results)).toEqual([
      'Zoe',
      'Amara',
      'Lucas',
    ]);
    expect(names((await sorted({ sort: 'name', order: 'desc' })).results)).toEqual([
      'Zoe',
      'Lucas',
      'Amara',
    ]);
    const second = await sorted({ per_page: 2, page: 2 });
    expect(second).toMatchObject({ count: 3, next: null, previous: 1 });
    expect(names(second.results)).toEqual(['Zoe']);
    const tooMany = await as(w.teacher).send(reports.getDetailedTable, {
      query: { class_id: w.sixA.id, per_page: 1000 },
    });
    expect(tooMany.status).toBe(400);
  });

  it("fills each page's rows with their own cells, whichever order and page", async () => {
    const read = (query: Partial<reports.DetailedTableQuery>) =>
      as(w.teacher).call(reports.getDetailedTable, { query: { class_id: w.sixA.id, ...query } });
    const whole = await read({});
    const rowOf = new Map(whole.results.map((row) => [row.student.student_id, row]));
    for (const sort of ['name', 'score'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const seen: number[] = [];
        for (const page of [1, 2, 3]) {
          const { results } = await read({ sort, order, page, per_page: 1 });
          expect(results).toHaveLength(1);
          const [row] = results;
          expect(row).toEqual(rowOf.get(row?.student.student_id ?? 0));
          seen.push(row?.student.student_id ?? 0);
        }
        expect(new Set(seen)).toEqual(new Set(rowOf.keys()));
      }
    }
    const far = await read({ page: 2_147_483_647, per_page: 100 });
    expect(far.results).toEqual([]);
  });

  it('filters by activity and by the date work was handed in or last answered; the POST is the GET', async () => {
    const quizOnly = await as(w.teacher).call(reports.postDetailedTable, {
      body: { class_id: w.sixA.id, activity_id: r.quiz.id },
    });
    expect(quizOnly.activities.map((a) => a.activity_id)).toEqual([r.quiz.id]);
    expect(quizOnly.results.map((row) => row.cells.length)).toEqual([2, 2, 2]);
    // From 4 March: Zoe's work of 26 February and 1 March is left out, Lucas's draft of 9 March kept.
    const fromMarch = { class_id: w.sixA.id, from: '2030-03-04' };
    const byGet = await as(w.teacher).call(reports.getDetailedTable, { query: fromMarch });
    const byPost = await as(w.teacher).call(reports.postDetailedTable, { body: fromMarch });
    expect(byPost).toEqual(byGet);
    expect(
      byGet.results.map((row) => [
        row.student.first_name,
        row.score?.percentage ?? null,
        row.cells.map((c) => (c === null ? null : c.verdict)),
      ]),
    ).toEqual([
      ['Amara', 75, ['right', 'right', 'marked', null]],
      ['Lucas', null, ['wrong', null, null, null]],
      ['Zoe', null, [null, null, null, null]],
    ]);
    const backwards = await as(w.teacher).send(reports.getDetailedTable, {
      query: { class_id: w.sixA.id, from: '2030-03-04', to: '2030-03-01' },
    });
    expect(backwards.status).toBe(400);
  });

  it("shows a teacher of the class in another subject no other subject's activities", async () => {
    const table = await as(w.colleague).call(reports.getDetailedTable, {
      query: { class_id: w.sixA.id },
    });
    expect(table.activities.map((a) => a.activity_id)).toEqual([r.maths.activities[0]?.id]);
  });
});

describe('/api/v2/reports/live/detailedtablereportnew', () => {
  it("groups each student's cells by activity with the attempt, and totals each activity over the class", async () => {
    const table = await as(w.teacher).call(reports.getDetailedTableNew, {
      body: { class_id: w.sixA.id, per_page: 1 },
    });
    expect(table).toMatchObject({ count: 3, next: 2, previous: null, students: 3 });
    expect(table.activities.map((a) => a.activity_id)).toEqual([
      r.quiz.id,
      r.worksheet.id,
      r.unopened.id,
    ]);
    expect(
      table.totals.map((a, index) => [
        table.activities[index]?.activity_id,
        a.handed_in,
        a.average_score,
        a.questions_right,
      ]),
    ).toEqual([
      [
        r.quiz.id,
        { count: 2, out_of: 3 },
        { percentage: 75, out_of: 2 },
        [
          { count: 2, out_of: 3 },
          { count: 1, out_of: 2 },
        ],
      ],
      [
        r.worksheet.id,
        { count: 2, out_of: 3 },
        { percentage: 50, out_of: 1 },
        [{ count: 0, out_of: 1 }],
      ],
      [
        r.unopened.id,
        { count: 0, out_of: 3 },
        { percentage: null, out_of: 0 },
        [{ count: 0, out_of: 0 }],
      ],
    ]);
    const [amara] = table.results;
    expect(amara?.student.first_name).toBe('Amara');
    expect(amara?.work[0]).toMatchObject({
      activity_id: r.quiz.id,
      handed_in_at: '2030-03-04T09:00:00.000Z',
      score: { marksObtained: 2, totalMarks: 2, percentage: 100 },
    });
    // No attempt: the work is null, each question not answered.
    expect(amara?.work[2]).toBeNull();
  });
});

describe('who may read the table', () => {
  it("answers 404 for another teacher's or school's class, 403 to students and administrators", async () => {
    for (const [who, classId] of [
      [w.sevenTeacher, w.sixA.id],
      [w.teacher, w.otherClass.id],
      [w.otherTeacher, w.sixA.id],
    ] as const) {
      const get = await as(who).send(reports.getDetailedTable, { query: { class_id: classId } });
      const post = await as(who).send(reports.getDetailedTableNew, { body: { class_id: classId } });
      expect([get.status, post.status], who.email).toEqual([404, 404]);
    }
    for (const who of [w.student, w.schoolAdmin]) {
      const get = await as(who).send(reports.getDetailedTable, { query: { class_id: w.sixA.id } });
      expect(get.status, who.email).toBe(403);
    }
  });

  it('answers an empty class with no rows and no columns', async () => {
    const empty = await t.make.schoolClass(w.school, '6F');
    await t.make.teach(w.teacher, empty, 'Science');
    const table = await as(w.teacher).call(reports.getDetailedTableNew, {
      body: { class_id: empty.id },
    });
    expect(table).toMatchObject({ students: 0, count: 0, activities: [], results: [] });
  });
});

describe('a kit imported again', () => {
  // Last in the file: it changes the world's kit.
  it('is read afresh at its new version: questions and topics are kept per version of the kit', async () => {
    const before = await as(w.teacher).call(reports.getDetailedTable, {
      query: { class_id: w.sixA.id },
    });
    expect(before.activities[0]?.questions[0]?.text).toBe('Question 1?');
    await t.db
      .update(activityDetails)
      .set({ text: 'What pulls the ball down?' })
      .where(eq(activityDetails.id, r.questions.q1.id));
    const unchanged = await as(w.teacher).call(reports.getDetailedTable, {
      query: { class_id: w.sixA.id },
    });
    expect(unchanged.activities[0]?.questions[0]?.text).toBe('Question 1?');
    await t.db
      .update(kits)
      .set({ sourceHash: 'imported-again', updatedAt: new Date('2030-03-10T12:30:00Z') })
      .where(eq(kits.id, r.forces.kit.id));
    const after = await as(w.teacher).call(reports.getDetailedTable, {
      query: { class_id: w.sixA.id },
    });
    expect(after.activities[0]?.questions[0]?.text).toBe('What pulls the ball down?');
  });
});
