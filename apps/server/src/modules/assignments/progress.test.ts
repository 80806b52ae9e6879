import { assignments, type CallBody } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useAssignmentTest } from '../../test/assignment-world.js';
import { useClassWork } from '../../test/class-work.js';

const { w, as } = useAssignmentTest();
const work = useClassWork(w);

describe('POST /api/v2/assignments/students/completed/', () => {
  it('lists every student of the class, completed first, with when they completed', async () => {
    const { quiz, worksheet, quest } = work.activities;
    const { zoeQuizAgain, lucasQuizDraft } = work.attempts;
    const response = await as(w.teacher).call(assignments.listStudentsCompleted, {
      body: {
        assignment_id: work.science6A.id,
      },
    });
    expect(response).toEqual({
      assignment_id: work.science6A.id,
      progress: { completed: 1, total: 3 },
      results: [
        {
          user_token: w.thirdStudent.token,
          first_name: 'Zoe',
          last_name: 'Zhang',
          completed: true,
          completed_at: '2030-03-08T10:00:00.000Z',
          submitted_activities: 3,
          total_activities: 3,
          work: [
            expect.objectContaining({ title: quiz.title, answer_header_id: zoeQuizAgain.id }),
            expect.objectContaining({ activity_id: worksheet.id, submitted: true }),
            expect.objectContaining({ activity_id: quest.id, submitted: true }),
          ],
        },
        expect.objectContaining({
          last_name: 'Adeyemi',
          completed: false,
          completed_at: null,
          submitted_activities: 2,
        }),
        expect.objectContaining({
          last_name: 'Moreau',
          completed: false,
          submitted_activities: 0,
          work: [
            {
              activity_id: quiz.id,
              title: quiz.title,
              answer_header_id: lucasQuizDraft.id,
              submitted: false,
            },
          ],
        }),
      ],
    });
  });

  it('opens to each student the attempt a teacher reads: a submitted one before a later draft', async () => {
    const lone = await w.kitsOf.kit({ activities: ['quiz'] });
    const [quiz] = lone.activities;
    if (!quiz) throw new Error('kit without activities');
    const assignment = await w.kitsOf.assignment({
      schoolClass: w.sixA,
      kit: lone.kit,
      teacher: w.teacher,
      dueDate: '2030-03-20',
    });
    const handedIn = await w.kitsOf.attempt({ student: w.classmate, activity: quiz });
    await w.kitsOf.attempt({
      student: w.classmate,
      activity: quiz,
      attemptNumber: 2,
      status: 'DR',
    });
    const response = await as(w.teacher).call(assignments.listStudentsCompleted, {
      body: {
        assignment_id: assignment.id,
      },
    });
    const amara = response.results.find((s) => s.last_name === 'Adeyemi');
    expect(amara?.work).toEqual([
      { activity_id: quiz.id, title: quiz.title, answer_header_id: handedIn.id, submitted: true },
    ]);
  });

  it('counts only live activities: retiring the one left completes the work', async () => {
    const lone = await w.kitsOf.kit({ activities: ['quiz', 'quest'] });
    const [quiz, quest] = lone.activities;
    if (!quiz || !quest) throw new Error('kit without activities');
    const assignment = await w.kitsOf.assignment({
      schoolClass: w.sixA,
      kit: lone.kit,
      teacher: w.teacher,
      dueDate: '2030-03-20',
    });
    await w.kitsOf.attempt({ student: w.classmate, activity: quiz });
    const completedOf = async () =>
      (
        await as(w.teacher).call(assignments.listStudentsCompleted, {
          body: {
            assignment_id: assignment.id,
          },
        })
      ).progress;
    expect(await completedOf()).toEqual({ completed: 0, total: 3 });
    await w.kitsOf.retire(quest);
    expect(await completedOf()).toEqual({ completed: 1, total: 3 });
  });

  it('scopes to staff who reach the class', async () => {
    const body = { assignment_id: work.science6A.id };
    expect((await as(w.schoolAdmin).send(assignments.listStudentsCompleted, { body })).status).toBe(
      200,
    );
    expect((await as(w.otherAdmin).send(assignments.listStudentsCompleted, { body })).status).toBe(
      404,
    );
    expect(
      (await as(w.sevenTeacher).send(assignments.listStudentsCompleted, { body })).status,
    ).toBe(404);
    // A teacher of another school, whose own class has the same kit, reads none of 6A's work.
    expect(
      (await as(w.sisterTeacher).send(assignments.listStudentsCompleted, { body })).status,
    ).toBe(404);
    expect((await as(w.student).send(assignments.listStudentsCompleted, { body })).status).toBe(
      403,
    );
  });
});
describe('POST /api/v2/assignments/retrieve/complete-for', () => {
  it('gives a student their own submissions of each activity, in kit order', async () => {
    const body = await as(w.classmate).call(assignments.getStudentCompletion, {
      body: {
        assignment_id: work.science6A.id,
      },
    });
    expect(body.student).toMatchObject({
      user_token: w.classmate.token,
      completed: false,
      submitted_activities: 2,
      total_activities: 3,
    });
    expect(
      body.results.map((a: { activity_type: string; submitted: boolean }) => [
        a.activity_type,
        a.submitted,
      ]),
    ).toEqual([
      ['quiz', true],
      ['worksheet', true],
      ['quest', false],
    ]);
  });

  it('lets staff name a student of the class, and nobody reach past it', async () => {
    const named = await as(w.teacher).call(assignments.getStudentCompletion, {
      body: {
        assignment_id: work.science6A.id,
        student: w.thirdStudent.token,
      },
    });
    expect(named.student).toMatchObject({
      completed: true,
      completed_at: '2030-03-08T10:00:00.000Z',
    });
    expect(named.results[0]).toMatchObject({
      submitted: true,
      submitted_at: '2030-03-06T10:00:00.000Z',
    });

    const missing = await as(w.teacher).send(assignments.getStudentCompletion, {
      body: {
        assignment_id: work.science6A.id,
      },
    });
    expect(missing.status).toBe(400);
    expect(missing.error?.errors).toHaveProperty('student');
    const cases: [{ email: string }, CallBody<typeof assignments.getStudentCompletion>][] = [
      [w.teacher, { assignment_id: work.science6A.id, student: w.sixBStudent.token }],
      [w.student, { assignment_id: work.science6A.id, student: w.classmate.token }],
      [w.student, { assignment_id: work.science6B.id }],
      [w.student, { assignment_id: work.cancelled.id }],
      [w.otherAdmin, { assignment_id: work.science6A.id, student: w.student.token }],
      [w.teacher, { assignment_id: work.sister.id, student: w.sisterStudent.token }],
    ];
    for (const [who, body] of cases) {
      const response = await as(who).send(assignments.getStudentCompletion, { body });
      expect(response.status, `${who.email} ${JSON.stringify(body)}`).toBe(404);
    }
  });
});

describe('POST /api/v2/assignments/activity/complete/', () => {
  it('lists who submitted one activity of the assignment', async () => {
    const body = await as(w.teacher).call(assignments.getActivityCompletion, {
      body: {
        assignment_id: work.science6A.id,
        activity_id: work.activities.quiz.id,
      },
    });
    expect(body.progress).toEqual({ completed: 2, total: 3 });
    expect(
      body.results.map((s: { last_name: string; submitted: boolean }) => [
        s.last_name,
        s.submitted,
      ]),
    ).toEqual([
      ['Adeyemi', true],
      ['Moreau', false],
      ['Zhang', true],
    ]);
    expect(body.results[2]?.submitted_at).toBe('2030-03-06T10:00:00.000Z');
  });

  it('answers 404 for an activity the assignment does not cover, 403 for students', async () => {
    const other = await as(w.teacher).send(assignments.getActivityCompletion, {
      body: {
        assignment_id: work.districtQuizWork.id,
        activity_id: work.activities.districtWorksheet.id,
      },
    });
    expect(other.status).toBe(404);
    const body = { assignment_id: work.science6A.id, activity_id: work.activities.quiz.id };
    expect((await as(w.student).send(assignments.getActivityCompletion, { body })).status).toBe(
      403,
    );
  });
});

describe('POST /api/v2/assignments/activity/stats/', () => {
  it('counts not started, in progress and submitted per activity, with the mean score', async () => {
    const response = await as(w.districtAdmin).call(assignments.getActivityStats, {
      body: {
        assignment_id: work.science6A.id,
      },
    });
    const [quiz, worksheet, quest] = response.results;
    // Quiz: Zoe 6/10 then 10/10, Amara 8/10; Lucas has a draft.
    expect(quiz).toMatchObject({
      activity_type: 'quiz',
      total_students: 3,
      not_started: 0,
      in_progress: 1,
      submitted: 2,
      average_percentage: 80,
    });
    expect(worksheet).toMatchObject({
      not_started: 1,
      in_progress: 0,
      submitted: 2,
      average_percentage: null,
    });
    expect(quest).toMatchObject({ not_started: 2, submitted: 1, average_percentage: null });
    const student = await as(w.student).send(assignments.getActivityStats, {
      body: {
        assignment_id: work.science6A.id,
      },
    });
    expect(student.status).toBe(403);
  });
});
