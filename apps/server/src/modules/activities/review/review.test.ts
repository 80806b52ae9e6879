import { describe, expect, it } from 'vitest';
import { type ActivityWorld, useActivityTest } from '../../../test/activity-world.js';

const { t, w, call } = useActivityTest();

const ANSWERS = '/api/v1/contents/answers/';
const SUBMISSIONS = '/api/v1/contents/teacher/activity/submissions';
const RESPONSES = '/api/v1/contents/teacher/responses';
const SCORE = '/api/v1/contents/custom_answers/score';
const sheetUrl = (activityId: number) =>
  `/api/v1/contents/contents/activity/${activityId}/contact_answeres/`;

type Student = Awaited<ReturnType<ActivityWorld['freshStudent']>>;

/** A submitted worksheet with a written first answer; its attempt id. */
async function submittedWorksheet(student: Student) {
  const started = await call(student, 'POST', ANSWERS, { activity_id: w.worksheet.activity.id });
  const id = started.json().answer_header_id;
  await call(student, 'POST', `${ANSWERS}${id}/answer/`, {
    activity_detail_id: w.worksheet.questions[0]?.id,
    text: 'A light sensor measures brightness.',
  });
  await call(student, 'POST', `${ANSWERS}${id}/complete_answer/`, {});
  return id as number;
}

/** A submitted quest with a response to its second step only; its attempt id. */
async function submittedQuest(student: Student) {
  const saved = await call(student, 'POST', '/api/v1/contents/custom_answers/', {
    activity_id: w.quest.activity.id,
    activity_detail_id: questStep(1),
    text: 'Four sensors, one in each corner.',
  });
  const id = saved.json().answer_header_id;
  await call(student, 'POST', `${ANSWERS}${id}/complete_answer/`, {});
  return id as number;
}

const questStep = (index: number) => w.quest.steps[index]?.id ?? 0;
const shortAnswer = () => w.worksheet.questions[0]?.id ?? 0;
const fillIn = () => w.worksheet.questions[1]?.id ?? 0;

describe('POST /api/v1/contents/teacher/activity/submissions', () => {
  it('lists every student of the class with status, score and time spent, by name', async () => {
    const student = await w.freshStudent('Aaronson');
    const started = await call(student, 'POST', ANSWERS, { activity_id: w.quiz.activity.id });
    const id = started.json().answer_header_id;
    await call(student, 'POST', `${ANSWERS}${id}/complete_answer/`, {
      answer: [
        {
          activity_detail_id: w.quiz.questions[0]?.id,
          answer: [w.quiz.questions[0]?.options[0]?.id],
        },
      ],
    });
    const body = { class_id: w.sixA.id, activity_id: w.quiz.activity.id };
    const response = await call(w.teacher, 'POST', SUBMISSIONS, body);
    expect(response.statusCode).toBe(200);
    const page = response.json();
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
    expect(
      page.results.slice(1).map((r: { progress: string; status: null }) => [r.progress, r.status]),
    ).toEqual([
      ['NS', null],
      ['NS', null],
    ]);
    const paged = await call(w.teacher, 'POST', SUBMISSIONS, { ...body, per_page: 2, page: 2 });
    expect(paged.json()).toMatchObject({ count: 3, previous: 1, next: null });
    expect(paged.json().results).toHaveLength(1);
  });

  it('is for the teachers of the class only: administrators see children’s work through reports', async () => {
    const body = { class_id: w.sixA.id, activity_id: w.quiz.activity.id };
    for (const who of [w.schoolAdmin, w.districtAdmin, w.otherAdmin, w.student]) {
      const refused = await call(who, 'POST', SUBMISSIONS, body);
      expect(refused.statusCode, who.email).toBe(403);
      expect(refused.json().detail).toBe('You do not have permission to perform this action.');
    }
    const sevenA = await call(w.teacher, 'POST', SUBMISSIONS, { ...body, class_id: w.sevenA.id });
    expect(sevenA.statusCode).toBe(404);
    const unassigned = await w.kitsOf.kit({ activities: ['quiz'] });
    const notHere = await call(w.teacher, 'POST', SUBMISSIONS, {
      ...body,
      activity_id: unassigned.activities[0]?.id,
    });
    expect(notHere.statusCode).toBe(404);
  });
});

describe('/api/v1/contents/teacher/responses', () => {
  it('lets the teacher mark a worksheet item by item, and the student then sees the score', async () => {
    const student = await w.freshStudent();
    const id = await submittedWorksheet(student);
    const read = await call(w.teacher, 'GET', RESPONSES, { answer_header_id: id });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
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
    expect(read.json().questions[0].answer).toBe('A model answer.');

    const part = await call(w.teacher, 'POST', RESPONSES, {
      answer_header_id: id,
      marks: [{ activity_detail_id: shortAnswer(), marks_obtained: 2, comment: 'Name one more.' }],
    });
    expect(part.statusCode).toBe(200);
    expect(part.json().attempt).toMatchObject({ marking_state: 'partly_marked', score: null });
    const inTable = async () => {
      const table = await call(w.teacher, 'POST', SUBMISSIONS, {
        class_id: w.sixA.id,
        activity_id: w.worksheet.activity.id,
        per_page: 100,
      });
      return table
        .json()
        .results.find((r: { user_token: string }) => r.user_token === student.token);
    };
    expect(await inTable()).toMatchObject({ marking_state: 'partly_marked', score: null });
    const early = await call(student, 'POST', SCORE, { activity_id: w.worksheet.activity.id });
    expect(early.json().latest).toMatchObject({ score: null, marking_state: 'partly_marked' });

    const rest = await call(w.teacher, 'POST', RESPONSES, {
      answer_header_id: id,
      marks: [{ activity_detail_id: fillIn(), marks_obtained: 0 }],
      comment: 'Read the fill-in again.',
    });
    expect(rest.json().attempt).toMatchObject({
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
    const seen = await call(student, 'POST', SCORE, { activity_id: w.worksheet.activity.id });
    expect(seen.json().latest).toMatchObject({
      score: { marksObtained: 2, totalMarks: 5, percentage: 40 },
      teacher_comment: 'Read the fill-in again.',
    });
    const items = Object.fromEntries(
      seen
        .json()
        .latest.answers.map(
          (a: {
            activity_detail_id: number;
            marks_obtained: number;
            comment: string | null;
            progress: string;
          }) => [a.activity_detail_id, [a.marks_obtained, a.comment, a.progress]],
        ),
    );
    expect(items).toEqual({
      [shortAnswer()]: [2, 'Name one more.', 'A'],
      [fillIn()]: [0, null, 'W'],
    });
    expect(seen.json().attempts[0].score).toEqual({
      marksObtained: 2,
      totalMarks: 5,
      percentage: 40,
    });
  });

  it('scores the attempt when its items are marked in two calls at once', async () => {
    const student = await w.freshStudent();
    const id = await submittedWorksheet(student);
    const both = await Promise.all([
      call(w.teacher, 'POST', RESPONSES, {
        answer_header_id: id,
        marks: [{ activity_detail_id: shortAnswer(), marks_obtained: 2 }],
      }),
      call(w.teacher, 'POST', RESPONSES, {
        answer_header_id: id,
        marks: [{ activity_detail_id: fillIn(), marks_obtained: 1 }],
      }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const read = await call(w.teacher, 'GET', RESPONSES, { answer_header_id: id });
    expect(read.json().attempt).toMatchObject({
      marking_state: 'marked',
      score: { marksObtained: 3, totalMarks: 5 },
    });
  });

  it('keeps a comment given without marks, for the teacher and then the student', async () => {
    const student = await w.freshStudent();
    const id = await submittedQuest(student);
    type Item = { activity_detail_id: number; marks_obtained: number | null; comment: string };
    const itemsOf = (attempt: { answers: Item[] }) =>
      Object.fromEntries(
        attempt.answers.map((a) => [a.activity_detail_id, [a.marks_obtained, a.comment]]),
      );

    const commented = await call(w.teacher, 'POST', RESPONSES, {
      answer_header_id: id,
      marks: [
        { activity_detail_id: questStep(0), marks_obtained: null, comment: 'Add a photo.' },
        { activity_detail_id: questStep(1), marks_obtained: 0, comment: 'Well counted.' },
      ],
    });
    expect(commented.statusCode).toBe(200);
    expect(commented.json().attempt).toMatchObject({ marking_state: 'partly_marked' });
    const expected = {
      [questStep(0)]: [null, 'Add a photo.'],
      [questStep(1)]: [0, 'Well counted.'],
    };
    expect(itemsOf(commented.json().attempt)).toEqual(expected);
    const reread = await call(w.teacher, 'GET', RESPONSES, { answer_header_id: id });
    expect(itemsOf(reread.json().attempt)).toEqual(expected);
    const seen = await call(student, 'POST', SCORE, { activity_id: w.quest.activity.id });
    expect(itemsOf(seen.json().latest)).toEqual(expected);

    const reworded = await call(w.teacher, 'POST', RESPONSES, {
      answer_header_id: id,
      marks: [{ activity_detail_id: questStep(1), marks_obtained: null, comment: 'Neat.' }],
    });
    expect(reworded.json().attempt.marking_state).toBe('partly_marked');
    expect(itemsOf(reworded.json().attempt)[questStep(1)]).toEqual([0, 'Neat.']);
    const ticked = await call(w.teacher, 'POST', RESPONSES, {
      answer_header_id: id,
      marks: [{ activity_detail_id: questStep(0), marks_obtained: 0 }],
    });
    expect(ticked.json().attempt.marking_state).toBe('marked');
    expect(itemsOf(ticked.json().attempt)[questStep(0)]).toEqual([0, 'Add a photo.']);
  });

  it('refuses marks that do not fit, drafts and quizzes', async () => {
    const student = await w.freshStudent();
    const id = await submittedWorksheet(student);
    const wrong = await call(w.teacher, 'POST', RESPONSES, {
      answer_header_id: id,
      marks: [
        { activity_detail_id: shortAnswer(), marks_obtained: 4 },
        { activity_detail_id: fillIn(), marks_obtained: 1.5 },
        { activity_detail_id: w.quiz.questions[0]?.id, marks_obtained: 1 },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      'marks.0.marks_obtained': ['This item is out of 3 marks.'],
      'marks.1.marks_obtained': ['Give whole marks.'],
      'marks.2.activity_detail_id': ['This item is not part of this activity.'],
    });
    const nothing = await call(w.teacher, 'POST', RESPONSES, {
      answer_header_id: id,
      marks: [
        { activity_detail_id: shortAnswer(), marks_obtained: null },
        { activity_detail_id: w.quiz.questions[0]?.id, marks_obtained: null, comment: 'Hm.' },
      ],
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors).toEqual({
      'marks.0.marks_obtained': ['Give marks, or a comment to go without them.'],
    });
    const elsewhere = await call(w.teacher, 'POST', RESPONSES, {
      answer_header_id: id,
      marks: [
        { activity_detail_id: w.quiz.questions[0]?.id, marks_obtained: null, comment: 'Hm.' },
      ],
    });
    expect(elsewhere.json().errors).toEqual({
      'marks.0.activity_detail_id': ['This item is not part of this activity.'],
    });
    const draft = await call(student, 'POST', ANSWERS, { activity_id: w.quest.activity.id });
    const notYet = await call(w.teacher, 'POST', RESPONSES, {
      answer_header_id: draft.json().answer_header_id,
      marks: [],
    });
    expect(notYet.statusCode).toBe(409);
  });

  it("answers 404 for attempts outside the caller's classes", async () => {
    const student = await w.freshStudent();
    const id = await submittedWorksheet(student);
    const sevenTeacher = await t.make.user({ type: 'T', organisation: w.school });
    await t.make.teach(sevenTeacher, w.sevenA, 'Science');
    const sisterTeacher = await t.make.user({ type: 'T', organisation: w.sisterSchool });
    await t.make.teach(sisterTeacher, w.sisterClass, 'Science');
    for (const who of [sevenTeacher, sisterTeacher]) {
      const response = await call(who, 'GET', RESPONSES, { answer_header_id: id });
      expect(response.statusCode, who.email).toBe(404);
      const marked = await call(who, 'POST', RESPONSES, { answer_header_id: id, marks: [] });
      expect(marked.statusCode, who.email).toBe(404);
    }
    expect(
      (await call(w.teacher, 'GET', RESPONSES, { answer_header_id: 999_999 })).statusCode,
    ).toBe(404);
    for (const admin of [w.schoolAdmin, w.districtAdmin, w.otherAdmin]) {
      const read = await call(admin, 'GET', RESPONSES, { answer_header_id: id });
      expect(read.statusCode, admin.email).toBe(403);
    }
    expect((await call(w.student, 'GET', RESPONSES, { answer_header_id: id })).statusCode).toBe(
      403,
    );
    expect(
      (await call(w.schoolAdmin, 'POST', RESPONSES, { answer_header_id: id, marks: [] }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/v1/contents/contents/activity/{id}/contact_answeres/', () => {
  it('gives staff the answer keys, and a student of theirs beside them', async () => {
    const student = await w.freshStudent();
    const id = await submittedWorksheet(student);
    const keys = await call(w.teacher, 'GET', sheetUrl(w.quiz.activity.id), { kit_id: w.kit.id });
    expect(keys.statusCode).toBe(200);
    expect(keys.json()).toMatchObject({ activity_type: 'quiz', student: null, attempt: null });
    expect(keys.json().questions[0].answer_options[0].correct_ans).toBe(true);
    const answers = await call(w.teacher, 'GET', sheetUrl(w.worksheet.activity.id), {
      type: 'question',
      student: student.token,
    });
    expect(answers.json()).toMatchObject({
      student: { user_token: student.token },
      attempt: { answer_header_id: id, status: 'S' },
    });
    expect(
      (await call(w.teacher, 'GET', sheetUrl(w.quiz.activity.id), { kit_id: w.kit.id + 1000 }))
        .statusCode,
    ).toBe(404);
    expect((await call(w.teacher, 'GET', sheetUrl(w.quiz.activity.id), {})).statusCode).toBe(400);
    expect(
      (await call(w.otherAdmin, 'GET', sheetUrl(w.quiz.activity.id), { kit_id: w.kit.id }))
        .statusCode,
    ).toBe(404);
    const outside = await call(w.teacher, 'GET', sheetUrl(w.worksheet.activity.id), {
      type: 'question',
      student: w.sisterStudent.token,
    });
    expect(outside.statusCode).toBe(404);
    const byAdmin = await call(w.schoolAdmin, 'GET', sheetUrl(w.worksheet.activity.id), {
      type: 'question',
      student: student.token,
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().detail).toBe('Administrators see students’ work through the reports.');
    const keysForAdmin = await call(w.schoolAdmin, 'GET', sheetUrl(w.quiz.activity.id), {
      kit_id: w.kit.id,
    });
    expect(keysForAdmin.statusCode).toBe(200);
  });

  it("shows a student only their own submitted answers, never another student's", async () => {
    const student = await w.freshStudent();
    const classmate = await w.freshStudent();
    const url = sheetUrl(w.worksheet.activity.id);
    expect((await call(student, 'GET', url, { kit_id: w.kit.id })).statusCode).toBe(404);
    await call(student, 'POST', ANSWERS, { activity_id: w.worksheet.activity.id });
    expect((await call(student, 'GET', url, { kit_id: w.kit.id })).statusCode).toBe(409);
    await submittedWorksheet(classmate);
    const other = await call(student, 'GET', url, { type: 'question', student: classmate.token });
    expect(other.statusCode).toBe(404);
    const own = await call(classmate, 'GET', url, { type: 'question', student: classmate.token });
    expect(own.statusCode).toBe(200);
    expect(own.json().attempt.answers[0].text).toBe('A light sensor measures brightness.');
    expect(own.json().questions[0].answer).toBe('A model answer.');
  });
});
