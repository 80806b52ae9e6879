import { assignments } from '@kitlab/contract';
import { type AssignmentState, scorePercentage } from '@kitlab/domain';
import { describe, expect, it } from 'vitest';
import { useAssignmentTest } from '../../test/assignment-world.js';
import { useClassWork } from '../../test/class-work.js';

const { t, w, as } = useAssignmentTest();
const work = useClassWork(w);

type Listed = { assignment_id: number };
const idsOf = (results: Listed[]) => results.map((a) => a.assignment_id);
describe('POST /api/v2/assignments/classroom/list/', () => {
  it("pages a class's open and completed work, soonest due first", async () => {
    const first = await as(w.teacher).call(assignments.listClassrooms, {
      body: { class_id: w.sixA.id, per_page: 3 },
    });
    expect(first).toMatchObject({ count: 4, next: 2, previous: null });
    expect(idsOf(first.results)).toEqual([work.closed.id, work.late.id, work.districtQuizWork.id]);
    const second = await as(w.teacher).call(assignments.listClassrooms, {
      body: {
        class_id: w.sixA.id,
        per_page: 3,
        page: 2,
      },
    });
    expect(second).toMatchObject({ count: 4, next: null, previous: 1 });
    expect(idsOf(second.results)).toEqual([work.science6A.id]);
  });

  it('filters by state, cancelled work included only when asked', async () => {
    const byState = async (state: AssignmentState) =>
      idsOf(
        (
          await as(w.teacher).call(assignments.listClassrooms, {
            body: { class_id: w.sixA.id, state },
          })
        ).results,
      );
    expect(await byState('cancelled')).toEqual([work.cancelled.id]);
    expect(await byState('completed')).toEqual([work.closed.id]);
    expect(await byState('active')).toEqual([
      work.late.id,
      work.districtQuizWork.id,
      work.science6A.id,
    ]);
  });

  it("shows each assignment's overdue flag and class progress", async () => {
    const response = await as(w.teacher).call(assignments.listClassrooms, {
      body: { class_id: w.sixA.id },
    });
    const byId = new Map(
      response.results.map((a: Listed & Record<string, unknown>) => [a.assignment_id, a]),
    );
    expect(byId.get(work.late.id)).toMatchObject({
      overdue: true,
      progress: { completed: 1, total: 3 },
    });
    expect(byId.get(work.closed.id)).toMatchObject({
      overdue: false,
      progress: { completed: 0, total: 3 },
    });
    expect(byId.get(work.science6A.id)).toMatchObject({ progress: { completed: 1, total: 3 } });
    expect(byId.get(work.districtQuizWork.id)).toMatchObject({
      activity: { activity_id: work.activities.districtQuiz.id },
      progress: { completed: 1, total: 3 },
    });
  });

  it('scopes by role: administrators their schools, 404 outside, 403 for students', async () => {
    expect(
      (
        await as(w.districtAdmin).call(assignments.listClassrooms, {
          body: { class_id: w.sisterClass.id },
        })
      ).count,
    ).toBe(1);
    expect(
      (await as(w.schoolAdmin).call(assignments.listClassrooms, { body: { class_id: w.sixA.id } }))
        .count,
    ).toBe(4);
    for (const [who, classId] of [
      [w.schoolAdmin, w.sisterClass.id],
      [w.otherAdmin, w.sixA.id],
      [w.teacher, w.sisterClass.id],
      [w.sevenTeacher, w.sixA.id],
    ] as const) {
      const response = await as(who).send(assignments.listClassrooms, {
        body: { class_id: classId },
      });
      expect(response.status, `${who.email} ${classId}`).toBe(404);
    }
    expect(
      (await as(w.student).send(assignments.listClassrooms, { body: { class_id: w.sixA.id } }))
        .status,
    ).toBe(403);
  });
});
describe('POST /api/v2/assignments/grouped/recent/list/', () => {
  it('groups open work by kit or activity, most recently assigned first, with completion', async () => {
    const body = await as(w.teacher).call(assignments.listRecentByGroup, { body: {} });
    expect(body.count).toBe(3);
    expect(
      body.results.map((g: { kit_title: string; activity_title: string | null }) => [
        g.kit_title,
        g.activity_title,
      ]),
    ).toEqual([
      ['District Circuits', work.activities.districtQuiz.title],
      ['Sensors and Signals', null],
      ['Late Kit', null],
    ]);
    const science = body.results[1];
    expect(science).toMatchObject({
      kit_id: w.science.kit.id,
      activity_id: null,
      last_assigned_at: '2030-03-02T09:00:00.000Z',
      progress: { completed: 1, total: 4 },
    });
    expect(idsOf(science?.assignments ?? [])).toEqual([work.science6A.id, work.science6B.id]);
  });

  it("presents each group's assignments as the class's own list does", async () => {
    const body = await as(w.teacher).call(assignments.listRecentByGroup, { body: {} });
    const grouped = body.results.flatMap((group) => group.assignments);
    expect(grouped.length).toBeGreaterThan(3);
    for (const classId of new Set(grouped.map((a) => a.class_id))) {
      const listed = await as(w.teacher).call(assignments.listClassrooms, {
        body: { class_id: classId, state: 'active' },
      });
      for (const assignment of grouped.filter((a) => a.class_id === classId)) {
        expect(assignment).toEqual(
          listed.results.find((a) => a.assignment_id === assignment.assignment_id),
        );
      }
    }
  });

  it('answers the number of groups on a page past the last', async () => {
    const past = await as(w.teacher).call(assignments.listRecentByGroup, {
      body: { page: 3, per_page: 2 },
    });
    expect(past).toMatchObject({ count: 3, results: [] });
  });

  it('pages by group and is for teachers only', async () => {
    const page = await as(w.teacher).call(assignments.listRecentByGroup, {
      body: { page: 2, per_page: 2 },
    });
    expect(page).toMatchObject({ count: 3, next: null, previous: 1 });
    expect(page.results).toHaveLength(1);
    expect((await as(w.colleague).call(assignments.listRecentByGroup, { body: {} })).count).toBe(3);
    expect(
      (await as(w.sisterTeacher).call(assignments.listRecentByGroup, { body: {} })).count,
    ).toBe(1);
    expect((await as(w.student).send(assignments.listRecentByGroup, { body: {} })).status).toBe(
      403,
    );
    expect(
      (await as(w.districtAdmin).send(assignments.listRecentByGroup, { body: {} })).status,
    ).toBe(403);
  });
});
describe('POST /api/v2/assignments/studentclass/', () => {
  it("lists nothing for a student in no class, then their class's work once they join it", async () => {
    const newcomer = await t.make.user({ type: 'S', organisation: w.school });
    const tab = async () =>
      idsOf(
        (await as(newcomer).call(assignments.listStudentClassAssignments, { body: {} })).results,
      );
    expect(await tab()).toEqual([]);
    await t.make.enrol(newcomer, w.sixB);
    expect(await tab()).toEqual([work.science6B.id]);
  });

  it('tab 1 lists what the student still has to do, soonest due first', async () => {
    const response = await as(w.student).call(assignments.listStudentClassAssignments, {
      body: {},
    });
    const results = response.results;
    expect(idsOf(results)).toEqual([work.late.id, work.science6A.id]);
    expect(results[0]).toMatchObject({
      my_status: 'Assigned',
      my_progress: { completed: 0, total: 1 },
      overdue: true,
    });
    expect(results[0]).not.toHaveProperty('progress');
    expect(results[1]).toMatchObject({ my_progress: { completed: 0, total: 3 } });
  });

  it('tab 2 lists what the student completed or the teacher closed', async () => {
    const response = await as(w.student).call(assignments.listStudentClassAssignments, {
      body: { tab: 2 },
    });
    const results = response.results;
    expect(idsOf(results)).toEqual([work.closed.id, work.districtQuizWork.id]);
    expect(results[1]).toMatchObject({
      my_status: 'Completed',
      my_progress: { completed: 1, total: 1 },
      overdue: false,
    });
  });

  it("follows each student's own submissions", async () => {
    const tabsOf = async (who: { email: string }) => [
      idsOf(
        (await as(who).call(assignments.listStudentClassAssignments, { body: { tab: 1 } })).results,
      ),
      idsOf(
        (await as(who).call(assignments.listStudentClassAssignments, { body: { tab: 2 } })).results,
      ),
    ];
    expect(await tabsOf(w.thirdStudent)).toEqual([
      [work.late.id, work.districtQuizWork.id],
      [work.closed.id, work.science6A.id],
    ]);
    expect(await tabsOf(w.classmate)).toEqual([
      [work.districtQuizWork.id, work.science6A.id],
      [work.closed.id, work.late.id],
    ]);
    expect(await tabsOf(w.sixBStudent)).toEqual([[work.science6B.id], []]);
  });

  it("scores each piece of work from the student's latest marked submissions", async () => {
    const { quiz, districtQuiz } = work.activities;
    const byId = async (who: { email: string }, tab: 1 | 2) =>
      new Map(
        (
          await as(who).call(assignments.listStudentClassAssignments, { body: { tab } })
        ).results.map((a: Listed & { my_score: unknown }) => [a.assignment_id, a.my_score]),
      );
    const lucas = await byId(w.student, 2);
    expect(lucas.get(work.districtQuizWork.id)).toMatchObject({
      marksObtained: 10,
      totalMarks: districtQuiz.totalMarks,
    });
    // A draft is no score; Zoe's second quiz counts, her unmarked worksheet and quest add nothing.
    expect((await byId(w.student, 1)).get(work.science6A.id)).toBeNull();
    expect((await byId(w.thirdStudent, 2)).get(work.science6A.id)).toEqual({
      marksObtained: 10,
      totalMarks: quiz.totalMarks,
      percentage: scorePercentage(10, quiz.totalMarks),
    });
  });

  it('pages, and refuses staff with 403', async () => {
    const page = await as(w.student).call(assignments.listStudentClassAssignments, {
      body: { tab: 1, per_page: 1, page: 2 },
    });
    expect(page).toMatchObject({ count: 2, next: null, previous: 1 });
    expect(
      (await as(w.teacher).send(assignments.listStudentClassAssignments, { body: {} })).status,
    ).toBe(403);
  });
});
