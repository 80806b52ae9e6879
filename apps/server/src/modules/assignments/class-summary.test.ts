import { assignments } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useAssignmentTest } from '../../test/assignment-world.js';
import { useClassWork } from '../../test/class-work.js';

const { t, w, as } = useAssignmentTest();
const work = useClassWork(w);
describe('/api/v2/accounts/class/assignment', () => {
  it("lists a class's open and completed work soonest due first, by GET and POST", async () => {
    const got = await as(w.teacher).call(assignments.listClassAssignments, {
      query: { class_id: w.sixA.id },
    });
    expect(got).toMatchObject({ class_id: w.sixA.id, class_name: '6A' });
    expect(got.results.map((a: { assignment_id: number }) => a.assignment_id)).toEqual([
      work.closed.id,
      work.late.id,
      work.districtQuizWork.id,
      work.science6A.id,
    ]);
    const posted = await as(w.schoolAdmin).call(assignments.listClassAssignmentsPost, {
      body: { class_id: w.sixA.id },
    });
    expect(posted).toEqual(got);
  });

  it('answers 404 outside the caller scope and 403 to students', async () => {
    for (const [who, classId] of [
      [w.otherAdmin, w.sixA.id],
      [w.schoolAdmin, w.sisterClass.id],
      [w.sevenTeacher, w.sixA.id],
      [w.sisterTeacher, w.sixA.id],
      [w.teacher, 999_999],
    ] as const) {
      const response = await as(who).send(assignments.listClassAssignments, {
        query: { class_id: classId },
      });
      expect(response.status, `${who.email} ${classId}`).toBe(404);
    }
    expect(
      (
        await as(w.districtAdmin).send(assignments.listClassAssignments, {
          query: { class_id: w.sisterClass.id },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await as(w.student).send(assignments.listClassAssignments, {
          query: { class_id: w.sixA.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (await as(w.teacher).send(assignments.listClassAssignments, { query: { class_id: 'abc' } }))
        .status,
    ).toBe(400);
  });
});

describe('/api/v2/accounts/class/complete', () => {
  it("sums up a class's completion from its students' submissions", async () => {
    const response = await as(w.teacher).call(assignments.getClassCompletion, {
      query: { class_id: w.sixA.id },
    });
    expect(response).toEqual({
      class_id: w.sixA.id,
      class_name: '6A',
      student_count: 3,
      open_assignments: 3,
      completed_assignments: 1,
      // 3 of 3 students x 4 assignments: Zoe the science kit, Amara the late quest, Lucas the quiz.
      completion_percentage: 25,
      results: [
        {
          assignment_id: work.closed.id,
          title: 'Closed Kit',
          due_date: '2030-03-05',
          progress: { completed: 0, total: 3 },
        },
        {
          assignment_id: work.late.id,
          title: 'Late Kit',
          due_date: '2030-03-08',
          progress: { completed: 1, total: 3 },
        },
        {
          assignment_id: work.districtQuizWork.id,
          title: `District Circuits: ${work.activities.districtQuiz.title}`,
          due_date: '2030-03-12',
          progress: { completed: 1, total: 3 },
        },
        {
          assignment_id: work.science6A.id,
          title: 'Sensors and Signals',
          due_date: '2030-03-20',
          progress: { completed: 1, total: 3 },
        },
      ],
      students: [
        {
          user_token: w.classmate.token,
          first_name: 'Amara',
          last_name: 'Adeyemi',
          completed_assignments: 1,
          latest_work: expect.objectContaining({
            answer_header_id: work.attempts.amaraLateQuest.id,
            kit_token: expect.any(String),
          }),
        },
        expect.objectContaining({
          last_name: 'Moreau',
          completed_assignments: 1,
          latest_work: {
            activity_id: work.activities.districtQuiz.id,
            title: work.activities.districtQuiz.title,
            answer_header_id: work.attempts.lucasDistrictQuiz.id,
            kit_token: w.districtKit.kit.token,
            submitted_at: expect.any(String),
          },
        }),
        expect.objectContaining({
          last_name: 'Zhang',
          completed_assignments: 1,
          latest_work: expect.objectContaining({
            answer_header_id: work.attempts.zoeQuizAgain.id,
            submitted_at: '2030-03-09T10:00:00.000Z',
          }),
        }),
      ],
    });
  });

  it("leaves work at activities of no assignment of the class out of a student's latest", async () => {
    const stray = await w.kitsOf.kit({ title: 'Stray Kit', activities: ['quiz'] });
    const [quiz] = stray.activities;
    if (!quiz) throw new Error('kit without activities');
    await w.kitsOf.attempt({ student: w.thirdStudent, activity: quiz });
    const response = await as(w.teacher).call(assignments.getClassCompletionPost, {
      body: { class_id: w.sixA.id },
    });
    const zoe = response.students.find((s) => s.last_name === 'Zhang');
    expect(zoe?.latest_work?.answer_header_id).toBe(work.attempts.zoeQuizAgain.id);
  });

  it("shows administrators the class's progress but no child's individual work", async () => {
    const response = await as(w.schoolAdmin).call(assignments.getClassCompletion, {
      query: { class_id: w.sixA.id },
    });
    const { students } = response as { students: { latest_work: unknown }[] };
    expect(students).toHaveLength(3);
    expect(students.map((student) => student.latest_work)).toEqual([null, null, null]);
  });

  it('leaves out deactivated students and answers an empty class with zeros', async () => {
    const empty = await t.make.schoolClass(w.school, '6C');
    await t.make.teach(w.teacher, empty, 'Science');
    const response = await as(w.teacher).call(assignments.getClassCompletionPost, {
      body: { class_id: empty.id },
    });
    expect(response).toMatchObject({
      student_count: 0,
      open_assignments: 0,
      completion_percentage: 0,
      results: [],
      students: [],
    });
    const leaver = await t.make.user({ type: 'S', organisation: w.school });
    await t.make.enrol(leaver, w.sixB);
    await t.make.deactivate(leaver);
    const sixB = await as(w.teacher).call(assignments.getClassCompletionPost, {
      body: { class_id: w.sixB.id },
    });
    expect(sixB).toMatchObject({ student_count: 1, completion_percentage: 0 });
    expect(
      (
        await as(w.student).send(assignments.getClassCompletionPost, {
          body: { class_id: w.sixA.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await as(w.otherAdmin).send(assignments.getClassCompletionPost, {
          body: { class_id: w.sixA.id },
        })
      ).status,
    ).toBe(404);
  });
});
