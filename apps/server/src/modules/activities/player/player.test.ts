import { accounts, activities } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { createLocalFileStore, uploadsRoot } from '../../../lib/storage/local-disk-store.js';
import { createSigningSecret } from '../../../lib/storage/url-signing.js';
import { type ActivityWorld, useActivityTest } from '../../../test/activity-world.js';
import { callerOn } from '../../../test/api-caller.js';
import { eventsOfAttempt } from '../../../test/learning-events.js';
import { createContentRepository } from '../../kits/index.js';
import { createLearningEventRecorder } from '../../learning-events/index.js';
import { createAttemptPresenter } from '../attempts/attempt.presenter.js';
import { sheetContentOf } from '../attempts/attempt-access.js';
import { createAttemptsRepository } from '../attempts/attempts.repository.js';
import { presentDraftSheet, presentReviewedSheet } from '../attempts/sheet.presenter.js';

const { t, w, as, data } = useActivityTest();

type Student = Awaited<ReturnType<ActivityWorld['freshStudent']>>;

async function startQuiz(student: Student) {
  const response = await as(student).call(activities.startAttempt, {
    body: { activity_id: w.quiz.activity.id },
  });
  return response;
}

/** A draft quiz whose first question has its first option chosen; answers the attempt's id. */
async function startWithFirstOptionChosen(student: Student) {
  const { answer_header_id: id } = await startQuiz(student);
  await as(student).call(activities.saveAnswer, {
    params: { id },
    body: { activity_detail_id: question(0).id, answer: [optionOf(0, 0)] },
  });
  return id;
}

const question = (index: number) => {
  const found = w.quiz.questions[index];
  if (!found) throw new Error(`no question ${index}`);
  return found;
};
const optionOf = (q: number, o: number) => question(q).options[o]?.id ?? 0;

describe('POST /api/v1/contents/answers/ (start or resume)', () => {
  it('starts one draft and resumes it with the saved answers and where the student was', async () => {
    const student = await w.freshStudent();
    const first = await startQuiz(student);
    expect(first).toMatchObject({
      status: 'DR',
      progress: 'I',
      activity_type: 'quiz',
      assignment_id: w.assignment.id,
      attempt_number: 1,
      answers: [],
      resume: { activity_detail_id: null, page_break_id: null },
    });
    const saved = await as(student).call(activities.saveAnswer, {
      params: { id: first.answer_header_id },
      body: {
        activity_detail_id: question(1).id,
        answer: [optionOf(1, 0), optionOf(1, 1)],
      },
    });
    expect(saved).toMatchObject({
      activity_detail_id: question(1).id,
      answer: [optionOf(1, 0), optionOf(1, 1)],
    });
    expect(saved).not.toHaveProperty('correct');

    // The tab is closed; the student opens the quiz again.
    const resumed = await startQuiz(student);
    expect(resumed.answer_header_id).toBe(first.answer_header_id);
    expect(resumed.resume).toEqual({
      activity_detail_id: question(1).id,
      page_break_id: w.quiz.pageBreaks[0]?.id,
    });
    expect(resumed.answers).toEqual([
      expect.objectContaining({
        activity_detail_id: question(1).id,
        answer: [optionOf(1, 0), optionOf(1, 1)],
      }),
    ]);
  });

  it('answers 404 for an activity not assigned to the student’s class', async () => {
    const unassigned = await w.kitsOf.kit({ activities: ['quiz'] });
    for (const [who, activityId] of [
      [w.student, unassigned.activities[0]?.id],
      [w.sisterStudent, w.quiz.activity.id],
      [w.otherStudent, w.quiz.activity.id],
      [w.student, 999_999],
    ] as const) {
      const response = await as(who).send(activities.startAttempt, {
        body: { activity_id: activityId },
      });
      expect(response.status, `${who.email} ${activityId}`).toBe(404);
    }
    expect(
      (
        await as(w.teacher).send(activities.startAttempt, {
          body: { activity_id: w.quiz.activity.id },
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/v1/contents/answers/questions/', () => {
  it('gives a draft its questions page by page without answer keys', async () => {
    const student = await w.freshStudent();
    const attempt = await startQuiz(student);
    const query = { answer_header_id: attempt.answer_header_id, activity_id: w.quiz.activity.id };
    const all = await as(student).send(activities.listAttemptQuestions, { query: query });
    expect(all.status).toBe(200);
    expect(all.data?.pages).toEqual([
      { page_break_id: w.quiz.pageBreaks[0]?.id, page: 1 },
      { page_break_id: w.quiz.pageBreaks[1]?.id, page: 2 },
    ]);
    expect(all.data?.questions).toHaveLength(3);
    expect(all.text).not.toContain('correct_ans');
    expect(all.text).not.toContain('explanation');

    const second = await as(student).call(activities.listAttemptQuestions, {
      query: {
        ...query,
        page_break_id: w.quiz.pageBreaks[1]?.id,
      },
    });
    expect(second.questions.map((q) => q.id)).toEqual([question(2).id]);
    expect(second.questions[0]).toMatchObject({
      answer_options: [
        expect.objectContaining({ id: optionOf(2, 0), activity_details: question(2).id }),
        expect.anything(),
      ],
    });
    const wrongPage = await as(student).send(activities.listAttemptQuestions, {
      query: {
        ...query,
        page_break_id: question(0).id,
      },
    });
    expect(wrongPage.status).toBe(404);
    const wrongActivity = await as(student).send(activities.listAttemptQuestions, {
      query: {
        ...query,
        activity_id: w.worksheet.activity.id,
      },
    });
    expect(wrongActivity.status).toBe(404);
  });

  it('presents a draft without answer keys or verdicts before the response schema sees it', async () => {
    const student = await w.freshStudent();
    const id = await startWithFirstOptionChosen(student);
    const attempts = createAttemptsRepository(
      t.db,
      createLearningEventRecorder({ forward: false }),
    );
    const attempt = await attempts.find(id);
    if (!attempt) throw new Error('the draft was not stored');
    const answers = await attempts.answersOf([id]);
    expect(answers[0]?.isCorrect).toBe(true);
    const content = await sheetContentOf(createContentRepository(t.db), {
      activity: w.quiz.activity,
      kitToken: w.kit.token,
      kitTitle: w.kit.title,
    });
    const files = createLocalFileStore(uploadsRoot(data.dir), createSigningSecret(t.db));
    const presenter = createAttemptPresenter(files, t.clock.now());
    const draft = await presenter.draft(
      { attempt, answers, files: [], pages: [], returns: [] },
      content,
      null,
    );
    const shown = JSON.stringify({ ...draft, ...presentDraftSheet(content, null) });
    expect(shown).not.toMatch(/correct|explanation/i);
    // The same content reviewed carries its keys: the check above looks where they would be.
    expect(JSON.stringify(presentReviewedSheet(content, null))).toContain('"correct_ans":true');

    // A worksheet draft leaves out the marking guide (`answer`) and the fill-in answers.
    const worksheet = await sheetContentOf(createContentRepository(t.db), {
      activity: w.worksheet.activity,
      kitToken: w.kit.token,
      kitTitle: w.kit.title,
    });
    const guideKeys = (questions: object[]) =>
      questions.flatMap((q) => Object.keys(q).filter((k) => k === 'answer' || k === 'answers'));
    expect(guideKeys(presentDraftSheet(worksheet, null).questions)).toEqual([]);
    expect(guideKeys(presentReviewedSheet(worksheet, null).questions)).toEqual([
      'answer',
      'answers',
      'answer',
      'answers',
    ]);
  });
});

describe('POST /api/v1/contents/answers/{id}/answer/', () => {
  it('refuses options of another question and more than one option of a single choice', async () => {
    const student = await w.freshStudent();
    const { answer_header_id: id } = await startQuiz(student);
    const foreign = await as(student).send(activities.saveAnswer, {
      params: { id },
      body: {
        activity_detail_id: question(0).id,
        answer: [optionOf(1, 0)],
      },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.error?.errors).toEqual({
      answer: [`Option ${optionOf(1, 0)} belongs to another question.`],
    });
    const two = await as(student).send(activities.saveAnswer, {
      params: { id },
      body: {
        activity_detail_id: question(0).id,
        answer: [optionOf(0, 0), optionOf(0, 1)],
      },
    });
    expect(two.error?.errors).toEqual({ answer: ['Choose one option for this question.'] });
    const otherActivity = await as(student).send(activities.saveAnswer, {
      params: { id },
      body: {
        activity_detail_id: w.worksheet.questions[0]?.id,
        answer: [],
      },
    });
    expect(otherActivity.error?.errors).toHaveProperty('activity_detail_id');
    const stored = await startQuiz(student);
    expect(stored.answers).toEqual([]);
  });

  it('signs in by the session as it stands when a call reads its attempt with the sign-in', async () => {
    const student = await w.freshStudent();
    const { answer_header_id: id } = await startQuiz(student);
    const body = { activity_detail_id: question(0).id, answer: [optionOf(0, 0)] };
    const token = await t.signIn(student.email);
    expect(
      (await callerOn(t.app, token).send(activities.saveAnswer, { params: { id }, body })).status,
    ).toBe(200);
    await callerOn(t.app, token).call(accounts.logout);
    const signedOut = await callerOn(t.app, token).send(activities.saveAnswer, {
      params: { id },
      body,
    });
    expect(signedOut.status).toBe(401);
    const questions = await callerOn(t.app, token).send(activities.listAttemptQuestions, {
      query: { answer_header_id: id, activity_id: w.quiz.activity.id },
    });
    expect(questions.status).toBe(401);
    const anonymous = await callerOn(t.app).send(activities.saveAnswer, { params: { id }, body });
    expect(anonymous.status).toBe(401);
    const teacher = await as(w.teacher).send(activities.saveAnswer, { params: { id }, body });
    expect(teacher.status).toBe(403);
    const badPath = await as(student).send(activities.saveAnswer, { params: { id: 'abc' }, body });
    expect(badPath.status).toBe(404);
    const saved = await as(student).send(activities.saveAnswer, { params: { id }, body });
    expect(saved.status).toBe(200);
  });
});

describe('POST /api/v1/contents/answers/{id}/complete_answer/', () => {
  it('scores the quiz, submits it once and only then shows the right options', async () => {
    const student = await w.freshStudent();
    const id = await startWithFirstOptionChosen(student);
    await as(student).call(activities.saveAnswer, {
      params: { id },
      body: {
        activity_detail_id: question(1).id,
        answer: [optionOf(1, 0)],
      },
    });
    const body = await as(student).call(activities.completeAnswer, {
      params: { id },
      body: {
        answer: [{ activity_detail_id: question(2).id, answer: [optionOf(2, 1)] }],
      },
    });
    expect(body).toMatchObject({
      status: 'S',
      progress: 'C',
      score: { marksObtained: 3, totalMarks: 6, percentage: 50 },
      marking_state: null,
      can_retry: false,
    });
    const verdicts = Object.fromEntries(
      body.answers.map((a) => [
        a.activity_detail_id,
        'correct' in a ? [a.correct, a.marks_obtained, a.progress] : [],
      ]),
    );
    expect(verdicts).toEqual({
      [question(0).id]: [true, 2, 'C'],
      [question(1).id]: [false, 0, 'W'],
      [question(2).id]: [true, 1, 'C'],
    });
    const key = body.questions.find((q) => q.id === question(1).id);
    expect(key).toMatchObject({
      answer_options: [{ correct_ans: true }, { correct_ans: true }, { correct_ans: false }],
    });

    const again = await as(student).send(activities.completeAnswer, { params: { id }, body: {} });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('attempt_submitted');
    const late = await as(student).send(activities.saveAnswer, {
      params: { id },
      body: {
        activity_detail_id: question(0).id,
        answer: [optionOf(0, 1)],
      },
    });
    expect(late.status).toBe(409);
    const reread = await as(student).send(activities.listAttemptQuestions, {
      query: {
        answer_header_id: id,
        activity_id: w.quiz.activity.id,
      },
    });
    expect(reread.data).toMatchObject({ status: 'S', score: { marksObtained: 3 } });
    expect(reread.text).toContain('correct_ans');
  });

  it("answers 404 for another student's attempt on every call", async () => {
    const owner = await w.freshStudent();
    const { answer_header_id: id } = await startQuiz(owner);
    for (const who of [w.classmate, w.sisterStudent, w.otherStudent]) {
      const caller = as(who);
      for (const response of [
        await caller.send(activities.listAttemptQuestions, {
          query: { answer_header_id: id, activity_id: w.quiz.activity.id },
        }),
        await caller.send(activities.saveAnswer, {
          params: { id },
          body: { activity_detail_id: question(0).id, answer: [optionOf(0, 0)] },
        }),
        await caller.send(activities.logActivity, { params: { id }, body: { action: 'start' } }),
        await caller.send(activities.completeAnswer, { params: { id }, body: {} }),
      ]) {
        expect(response.status, `${who.email} ${response.text}`).toBe(404);
      }
    }
    expect(
      (await as(owner).send(activities.completeAnswer, { params: { id: 'abc' }, body: {} })).status,
    ).toBe(404);
    const untouched = await startQuiz(owner);
    expect(untouched).toMatchObject({ status: 'DR', answers: [], time_spent_ms: 0 });
  });
});

describe('POST /api/v1/contents/answers/{id}/log_activity/', () => {
  it('adds up start to end spans on the server clock', async () => {
    const student = await w.freshStudent();
    const { answer_header_id: id } = await startQuiz(student);
    const log = (action: 'start' | 'end') =>
      as(student).send(activities.logActivity, { params: { id }, body: { action } });
    await log('start');
    t.clock.advance(90_000);
    const ended = await log('end');
    expect(ended.data).toMatchObject({ action: 'end', time_spent_ms: 90_000 });
    t.clock.advance(10 * 60_000);
    await log('start');
    t.clock.advance(30_000);
    // Submitting closes the open visit at the server's now.
    const done = await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
    expect(done.time_spent_ms).toBe(120_000);
    expect((await log('start')).status).toBe(409);
  });
});

describe('learning events', () => {
  it('keeps an event per start of the attempt, visit, answer and submission, on the server clock', async () => {
    const student = await w.freshStudent();
    const { answer_header_id: id } = await startQuiz(student);
    await as(student).call(activities.logActivity, { params: { id }, body: { action: 'start' } });
    await as(student).call(activities.saveAnswer, {
      params: { id },
      body: {
        activity_detail_id: question(0).id,
        answer: [optionOf(0, 1)],
      },
    });
    await as(student).call(activities.logActivity, { params: { id }, body: { action: 'end' } });
    await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
    const rows = await eventsOfAttempt(t.db, id);
    expect(rows.map((r) => [r.kind, r.activityDetailId, r.success, r.durationMs])).toEqual([
      ['attempt_started', null, null, null],
      ['assessment_start', null, null, null],
      ['answer_question', question(0).id, false, 3000],
      ['assessment_stop', null, null, 0],
      ['attempt_submitted', null, null, 0],
    ]);
    expect(
      rows.every(
        (r) =>
          r.organisationId === w.school.id &&
          r.actorId === r.studentId &&
          r.activityId === w.quiz.activity.id &&
          r.kitId === w.kit.id &&
          r.classId !== null &&
          r.teacherId !== null,
      ),
    ).toBe(true);
    expect(rows[0]?.occurredAt.toISOString()).toBe(t.clock.now().toISOString());
  });
});
