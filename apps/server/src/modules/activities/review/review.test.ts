import { accounts, activities, type CallBody } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.js';
import { type ActivityWorld, useActivityTest } from '../../../test/activity-world.js';
import { callerOn } from '../../../test/api-caller.js';
import { eventsOfAttempt } from '../../../test/learning-events.js';

const { t, w, as } = useActivityTest();

type Student = Awaited<ReturnType<ActivityWorld['freshStudent']>>;

/** A submitted worksheet with a written first answer; its attempt id. */
async function submittedWorksheet(student: Student) {
  const started = await as(student).call(activities.startAttempt, {
    body: { activity_id: w.worksheet.activity.id },
  });
  const id = started.answer_header_id;
  await as(student).call(activities.saveAnswer, {
    params: { id },
    body: {
      activity_detail_id: w.worksheet.questions[0]?.id,
      text: 'A light sensor measures brightness.',
    },
  });
  await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
  return id as number;
}

/** A submitted quest with a response to its second step only; its attempt id. */
async function submittedQuest(student: Student) {
  const saved = await as(student).call(activities.saveStepResponse, {
    body: {
      activity_id: w.quest.activity.id,
      activity_detail_id: questStep(1),
      text: 'Four sensors, one in each corner.',
    },
  });
  const id = saved.answer_header_id;
  await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
  return id as number;
}

const questStep = (index: number) => w.quest.steps[index]?.id ?? 0;
const shortAnswer = () => w.worksheet.questions[0]?.id ?? 0;
const fillIn = () => w.worksheet.questions[1]?.id ?? 0;

type Marks = CallBody<typeof activities.markResponses>['marks'];

/** The class's teacher marks items of an attempt; the response sheet as marked. */
const markItems = (id: number, marks: Marks) =>
  as(w.teacher).call(activities.markResponses, { body: { answer_header_id: id, marks } });

describe('POST /api/v1/contents/teacher/activity/submissions', () => {
  it('lists every student of the class with status, score and time spent, by name', async () => {
    const student = await w.freshStudent('Aaronson');
    const started = await as(student).call(activities.startAttempt, {
      body: { activity_id: w.quiz.activity.id },
    });
    const id = started.answer_header_id;
    await as(student).call(activities.completeAnswer, {
      params: { id },
      body: {
        answer: [
          {
            activity_detail_id: w.quiz.questions[0]?.id,
            answer: [w.quiz.questions[0]?.options[0]?.id],
          },
        ],
      },
    });
    const body = { class_id: w.sixA.id, activity_id: w.quiz.activity.id };
    const page = await as(w.teacher).call(activities.listActivitySubmissions, { body });
    expect(page).toMatchObject({
      count: 3,
      next: null,
      previous: null,
      activity_type: 'quiz',
      activity_title: w.quiz.activity.title,
      kit_token: w.kit.token,
      kit_title: 'Sensors',
      total_marks: 6,
    });
    expect(page.results[0]).toMatchObject({
      user_token: student.token,
      last_name: 'Aaronson',
      progress: 'C',
      status: 'S',
      attempts: 1,
      score: { marksObtained: 2, totalMarks: 6, percentage: 33.3 },
      time_spent_ms: 0,
    });
    expect(page.results.slice(1).map((r) => [r.progress, r.status])).toEqual([
      ['NS', null],
      ['NS', null],
    ]);
    const paged = await as(w.teacher).call(activities.listActivitySubmissions, {
      body: { ...body, per_page: 2, page: 2 },
    });
    expect(paged).toMatchObject({ count: 3, previous: 1, next: null });
    expect(paged.results).toHaveLength(1);
    // Past the last page no student is listed, and the class still counts its students.
    const pastTheEnd = await as(w.teacher).call(activities.listActivitySubmissions, {
      body: { ...body, per_page: 2, page: 3 },
    });
    expect(pastTheEnd).toMatchObject({ count: 3, results: [] });
  });

  it('is for the teachers of the class only: administrators see children’s work through reports', async () => {
    const body = { class_id: w.sixA.id, activity_id: w.quiz.activity.id };
    for (const who of [w.schoolAdmin, w.districtAdmin, w.otherAdmin, w.student]) {
      const refused = await as(who).send(activities.listActivitySubmissions, { body });
      expect(refused.status, who.email).toBe(403);
      expect(refused.error?.detail).toBe('You do not have permission to perform this action.');
    }
    const sevenA = await as(w.teacher).send(activities.listActivitySubmissions, {
      body: { ...body, class_id: w.sevenA.id },
    });
    expect(sevenA.status).toBe(404);
    const unassigned = await w.kitsOf.kit({ activities: ['quiz'] });
    const notHere = await as(w.teacher).send(activities.listActivitySubmissions, {
      body: {
        ...body,
        activity_id: unassigned.activities[0]?.id,
      },
    });
    expect(notHere.status).toBe(404);
  });
});

describe('/api/v1/contents/teacher/responses', () => {
  it('lets the teacher mark a worksheet item by item, and the student then sees the score', async () => {
    const student = await w.freshStudent();
    const id = await submittedWorksheet(student);
    const read = await as(w.teacher).call(activities.getStudentResponses, {
      query: { answer_header_id: id },
    });
    expect(read).toMatchObject({
      activity_title: w.worksheet.activity.title,
      kit_token: w.kit.token,
      kit_title: 'Sensors',
      student: { user_token: student.token },
      attempt: {
        status: 'S',
        marking_state: 'unmarked',
        score: null,
        activity: { title: w.worksheet.activity.title, kit_token: w.kit.token },
        assignment: { assignment_id: w.assignment.id, due_date: '2030-03-20', state: 'active' },
      },
    });
    expect(read.questions[0]).toMatchObject({ answer: 'A model answer.' });

    const part = await as(w.teacher).call(activities.markResponses, {
      body: {
        answer_header_id: id,
        marks: [
          { activity_detail_id: shortAnswer(), marks_obtained: 2, comment: 'Name one more.' },
        ],
      },
    });
    expect(part.attempt).toMatchObject({ marking_state: 'partly_marked', score: null });
    const inTable = async () => {
      const table = await as(w.teacher).call(activities.listActivitySubmissions, {
        body: {
          class_id: w.sixA.id,
          activity_id: w.worksheet.activity.id,
          per_page: 100,
        },
      });
      return table.results.find((r) => r.user_token === student.token);
    };
    expect(await inTable()).toMatchObject({ marking_state: 'partly_marked', score: null });
    const early = await as(student).call(activities.getActivityScores, {
      body: { activity_id: w.worksheet.activity.id },
    });
    expect(early.latest).toMatchObject({ score: null, marking_state: 'partly_marked' });

    const rest = await as(w.teacher).call(activities.markResponses, {
      body: {
        answer_header_id: id,
        marks: [{ activity_detail_id: fillIn(), marks_obtained: 0 }],
        comment: 'Read the fill-in again.',
      },
    });
    expect(rest.attempt).toMatchObject({
      marking_state: 'marked',
      score: { marksObtained: 2, totalMarks: 5, percentage: 40 },
      progress: 'C',
      teacher_comment: 'Read the fill-in again.',
    });
    expect(await inTable()).toMatchObject({
      progress: 'C',
      marking_state: 'marked',
      score: { marksObtained: 2, totalMarks: 5, percentage: 40 },
    });
    const seen = await as(student).send(activities.getActivityScores, {
      body: { activity_id: w.worksheet.activity.id },
    });
    expect(seen.data?.latest).toMatchObject({
      score: { marksObtained: 2, totalMarks: 5, percentage: 40 },
      teacher_comment: 'Read the fill-in again.',
    });
    const latest = seen.data?.latest;
    const items = Object.fromEntries(
      (latest && latest.status !== 'DR' ? latest.answers : []).map((a) => [
        a.activity_detail_id,
        [a.marks_obtained, a.comment, a.progress],
      ]),
    );
    expect(items).toEqual({
      [shortAnswer()]: [2, 'Name one more.', 'A'],
      [fillIn()]: [0, null, 'W'],
    });
    expect(seen.data?.attempts[0]?.score).toEqual({
      marksObtained: 2,
      totalMarks: 5,
      percentage: 40,
    });
    // Each marking is a learning event by the teacher about the student, scored once complete.
    const marked = (await eventsOfAttempt(t.db, id)).filter((e) => e.kind === 'work_marked');
    expect(
      marked.map((e) => [e.actorId, e.actorType, e.studentId, e.scoreRaw, e.scoreMax]),
    ).toEqual([
      [w.teacher.id, 'T', student.id, null, null],
      [w.teacher.id, 'T', student.id, 2, 5],
    ]);
  });

  it('scores the attempt when its items are marked in two calls at once', async () => {
    const student = await w.freshStudent();
    const id = await submittedWorksheet(student);
    const both = await Promise.all([
      as(w.teacher).send(activities.markResponses, {
        body: {
          answer_header_id: id,
          marks: [{ activity_detail_id: shortAnswer(), marks_obtained: 2 }],
        },
      }),
      as(w.teacher).send(activities.markResponses, {
        body: {
          answer_header_id: id,
          marks: [{ activity_detail_id: fillIn(), marks_obtained: 1 }],
        },
      }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const read = await as(w.teacher).call(activities.getStudentResponses, {
      query: { answer_header_id: id },
    });
    expect(read.attempt).toMatchObject({
      marking_state: 'marked',
      score: { marksObtained: 3, totalMarks: 5 },
    });
  });

  it('scores the attempt from marks sent together, some with a comment and some without', async () => {
    const id = await submittedWorksheet(await w.freshStudent());
    const marked = await markItems(id, [
      { activity_detail_id: shortAnswer(), marks_obtained: 2 },
      { activity_detail_id: fillIn(), marks_obtained: 1, comment: 'Nearly.' },
    ]);
    expect(marked.attempt).toMatchObject({
      marking_state: 'marked',
      score: { marksObtained: 3, totalMarks: 5 },
    });
    // The attempt's stored score, as its marking's event tells it: from every mark saved.
    const events = await eventsOfAttempt(t.db, id);
    const scored = events.filter((e) => e.kind === 'work_marked');
    expect(scored.map((e) => [e.scoreRaw, e.scoreMax])).toEqual([[3, 5]]);
  });

  it('keeps a comment given without marks, for the teacher and then the student', async () => {
    const student = await w.freshStudent();
    const id = await submittedQuest(student);
    const itemsOf = (attempt: { answers: readonly { activity_detail_id: number }[] } | null) =>
      Object.fromEntries(
        (attempt?.answers ?? []).map((a) => [
          a.activity_detail_id,
          'marks_obtained' in a && 'comment' in a ? [a.marks_obtained, a.comment] : [],
        ]),
      );

    const commented = await as(w.teacher).call(activities.markResponses, {
      body: {
        answer_header_id: id,
        marks: [
          { activity_detail_id: questStep(0), marks_obtained: null, comment: 'Add a photo.' },
          { activity_detail_id: questStep(1), marks_obtained: 0, comment: 'Well counted.' },
        ],
      },
    });
    expect(commented.attempt).toMatchObject({ marking_state: 'partly_marked' });
    const expected = {
      [questStep(0)]: [null, 'Add a photo.'],
      [questStep(1)]: [0, 'Well counted.'],
    };
    expect(itemsOf(commented.attempt)).toEqual(expected);
    const reread = await as(w.teacher).call(activities.getStudentResponses, {
      query: { answer_header_id: id },
    });
    expect(itemsOf(reread.attempt)).toEqual(expected);
    const seen = await as(student).call(activities.getActivityScores, {
      body: { activity_id: w.quest.activity.id },
    });
    expect(itemsOf(seen.latest)).toEqual(expected);

    const reworded = await as(w.teacher).call(activities.markResponses, {
      body: {
        answer_header_id: id,
        marks: [{ activity_detail_id: questStep(1), marks_obtained: null, comment: 'Neat.' }],
      },
    });
    expect(reworded.attempt.marking_state).toBe('partly_marked');
    expect(itemsOf(reworded.attempt)[questStep(1)]).toEqual([0, 'Neat.']);
    const ticked = await as(w.teacher).call(activities.markResponses, {
      body: {
        answer_header_id: id,
        marks: [{ activity_detail_id: questStep(0), marks_obtained: 0 }],
      },
    });
    expect(ticked.attempt.marking_state).toBe('marked');
    expect(itemsOf(ticked.attempt)[questStep(0)]).toEqual([0, 'Add a photo.']);
  });

  it('keeps a comment holding half of a character pair, with a replacement character', async () => {
    const id = await submittedQuest(await w.freshStudent());
    const marked = await markItems(id, [
      { activity_detail_id: questStep(0), marks_obtained: null, comment: 'Nice \ud83c!' },
    ]);
    const answer = marked.attempt.answers.find((a) => a.activity_detail_id === questStep(0));
    expect(answer && 'comment' in answer ? answer.comment : undefined).toBe('Nice \ufffd!');
  });

  it('refuses marks that do not fit, drafts and quizzes', async () => {
    const student = await w.freshStudent();
    const id = await submittedWorksheet(student);
    const wrong = await as(w.teacher).send(activities.markResponses, {
      body: {
        answer_header_id: id,
        marks: [
          { activity_detail_id: shortAnswer(), marks_obtained: 4 },
          { activity_detail_id: fillIn(), marks_obtained: 1.5 },
          { activity_detail_id: w.quiz.questions[0]?.id, marks_obtained: 1 },
        ],
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.errors).toEqual({
      'marks.0.marks_obtained': ['This item is out of 3 marks.'],
      'marks.1.marks_obtained': ['Give whole marks.'],
      'marks.2.activity_detail_id': ['This item is not part of this activity.'],
    });
    const nothing = await as(w.teacher).send(activities.markResponses, {
      body: {
        answer_header_id: id,
        marks: [
          { activity_detail_id: shortAnswer(), marks_obtained: null },
          { activity_detail_id: w.quiz.questions[0]?.id, marks_obtained: null, comment: 'Hm.' },
        ],
      },
    });
    expect(nothing.status).toBe(400);
    expect(nothing.error?.errors).toEqual({
      'marks.0.marks_obtained': ['Give marks, or a comment to go without them.'],
    });
    const elsewhere = await as(w.teacher).send(activities.markResponses, {
      body: {
        answer_header_id: id,
        marks: [
          { activity_detail_id: w.quiz.questions[0]?.id, marks_obtained: null, comment: 'Hm.' },
        ],
      },
    });
    expect(elsewhere.error?.errors).toEqual({
      'marks.0.activity_detail_id': ['This item is not part of this activity.'],
    });
    const draft = await as(student).call(activities.startAttempt, {
      body: { activity_id: w.quest.activity.id },
    });
    const notYet = await as(w.teacher).send(activities.markResponses, {
      body: {
        answer_header_id: draft.answer_header_id,
        marks: [],
      },
    });
    expect(notYet.status).toBe(409);
    const kinds = [id, draft.answer_header_id].map(async (attempt) =>
      (await eventsOfAttempt(t.db, attempt)).map((e) => e.kind),
    );
    for (const attemptKinds of await Promise.all(kinds)) {
      expect(attemptKinds).not.toContain('work_marked');
    }
  });

  it('signs in by the session as it stands when a write reads its attempt with the sign-in', async () => {
    const id = await submittedWorksheet(await w.freshStudent());
    const token = await t.signIn(w.teacher.email);
    const mark = (caller: ReturnType<typeof callerOn>, attemptId: unknown = id) =>
      caller.send(activities.markResponses, {
        body: { answer_header_id: attemptId, marks: [], comment: 'Seen.' },
      });
    expect((await mark(callerOn(t.app, token))).status).toBe(200);
    // Another attempt than the one read at sign-in is read for itself.
    const other = await submittedWorksheet(await w.freshStudent());
    expect((await mark(callerOn(t.app, token), other)).status).toBe(200);
    expect((await mark(callerOn(t.app, token), 'abc')).status).toBe(400);
    await callerOn(t.app, token).call(accounts.logout);
    expect((await mark(callerOn(t.app, token))).status).toBe(401);
    expect((await mark(callerOn(t.app))).status).toBe(401);
    expect((await mark(as(w.student))).status).toBe(403);
    const returned = await callerOn(t.app, token).send(activities.returnResponse, {
      body: { answer_header_id: id, note: 'Again, please.' },
    });
    expect(returned.status).toBe(401);
  });

  it("answers 404 for attempts outside the caller's classes", async () => {
    const student = await w.freshStudent();
    const id = await submittedWorksheet(student);
    const sevenTeacher = await t.make.user({ type: 'T', organisation: w.school });
    await t.make.teach(sevenTeacher, w.sevenA, 'Science');
    const sisterTeacher = await t.make.user({ type: 'T', organisation: w.sisterSchool });
    await t.make.teach(sisterTeacher, w.sisterClass, 'Science');
    for (const who of [sevenTeacher, sisterTeacher]) {
      const response = await as(who).send(activities.getStudentResponses, {
        query: { answer_header_id: id },
      });
      expect(response.status, who.email).toBe(404);
      const marked = await as(who).send(activities.markResponses, {
        body: { answer_header_id: id, marks: [] },
      });
      expect(marked.status, who.email).toBe(404);
    }
    expect(
      (
        await as(w.teacher).send(activities.getStudentResponses, {
          query: { answer_header_id: 999_999 },
        })
      ).status,
    ).toBe(404);
    for (const admin of [w.schoolAdmin, w.districtAdmin, w.otherAdmin]) {
      const read = await as(admin).send(activities.getStudentResponses, {
        query: { answer_header_id: id },
      });
      expect(read.status, admin.email).toBe(403);
    }
    expect(
      (
        await as(w.student).send(activities.getStudentResponses, {
          query: { answer_header_id: id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await as(w.schoolAdmin).send(activities.markResponses, {
          body: { answer_header_id: id, marks: [] },
        })
      ).status,
    ).toBe(403);
  });

  it('answers 404 for the work of a student no longer active', async () => {
    const student = await w.freshStudent();
    const id = await submittedWorksheet(student);
    const read = () =>
      as(w.teacher).send(activities.getStudentResponses, { query: { answer_header_id: id } });
    expect((await read()).status).toBe(200);

    await t.db.update(users).set({ isActive: false }).where(eq(users.id, student.id));
    expect((await read()).status).toBe(404);
    const marked = await as(w.teacher).send(activities.markResponses, {
      body: { answer_header_id: id, marks: [] },
    });
    expect(marked.status).toBe(404);
    const returned = await as(w.teacher).send(activities.returnResponse, {
      body: { answer_header_id: id, note: 'Please answer again.' },
    });
    expect(returned.status).toBe(404);
  });
});

describe('GET /api/v1/contents/contents/activity/{id}/contact_answeres/', () => {
  it('gives staff the answer keys, and a student of theirs beside them', async () => {
    const student = await w.freshStudent();
    const id = await submittedWorksheet(student);
    const keys = await as(w.teacher).call(activities.getAnswerSheet, {
      params: { id: w.quiz.activity.id },
      query: { kit_id: w.kit.id },
    });
    expect(keys).toMatchObject({ activity_type: 'quiz', student: null, attempt: null });
    const [keyed] = keys.questions;
    expect(keyed && 'answer_options' in keyed ? keyed.answer_options[0]?.correct_ans : null).toBe(
      true,
    );
    const answers = await as(w.teacher).call(activities.getAnswerSheet, {
      params: { id: w.worksheet.activity.id },
      query: {
        type: 'question',
        student: student.token,
      },
    });
    expect(answers).toMatchObject({
      student: { user_token: student.token },
      attempt: { answer_header_id: id, status: 'S' },
    });
    expect(
      (
        await as(w.teacher).send(activities.getAnswerSheet, {
          params: { id: w.quiz.activity.id },
          query: { kit_id: w.kit.id + 1000 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await as(w.teacher).send(activities.getAnswerSheet, {
          params: { id: w.quiz.activity.id },
          query: {},
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await as(w.otherAdmin).send(activities.getAnswerSheet, {
          params: { id: w.quiz.activity.id },
          query: { kit_id: w.kit.id },
        })
      ).status,
    ).toBe(404);
    const outside = await as(w.teacher).send(activities.getAnswerSheet, {
      params: { id: w.worksheet.activity.id },
      query: {
        type: 'question',
        student: w.sisterStudent.token,
      },
    });
    expect(outside.status).toBe(404);
    const byAdmin = await as(w.schoolAdmin).send(activities.getAnswerSheet, {
      params: { id: w.worksheet.activity.id },
      query: {
        type: 'question',
        student: student.token,
      },
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.error?.detail).toBe('Administrators see students’ work through the reports.');
    const keysForAdmin = await as(w.schoolAdmin).send(activities.getAnswerSheet, {
      params: { id: w.quiz.activity.id },
      query: {
        kit_id: w.kit.id,
      },
    });
    expect(keysForAdmin.status).toBe(200);
  });

  it("shows a student only their own submitted answers, never another student's", async () => {
    const student = await w.freshStudent();
    const classmate = await w.freshStudent();
    expect(
      (
        await as(student).send(activities.getAnswerSheet, {
          params: { id: w.worksheet.activity.id },
          query: { kit_id: w.kit.id },
        })
      ).status,
    ).toBe(404);
    await as(student).call(activities.startAttempt, {
      body: { activity_id: w.worksheet.activity.id },
    });
    expect(
      (
        await as(student).send(activities.getAnswerSheet, {
          params: { id: w.worksheet.activity.id },
          query: { kit_id: w.kit.id },
        })
      ).status,
    ).toBe(409);
    await submittedWorksheet(classmate);
    const other = await as(student).send(activities.getAnswerSheet, {
      params: { id: w.worksheet.activity.id },
      query: { type: 'question', student: classmate.token },
    });
    expect(other.status).toBe(404);
    const own = await as(classmate).call(activities.getAnswerSheet, {
      params: { id: w.worksheet.activity.id },
      query: { type: 'question', student: classmate.token },
    });
    expect(own.attempt?.answers[0]?.text).toBe('A light sensor measures brightness.');
    expect(own.questions[0]).toMatchObject({ answer: 'A model answer.' });
  });
});
