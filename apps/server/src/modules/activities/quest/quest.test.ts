import { describe, expect, it } from 'vitest';
import { type ActivityWorld, useActivityTest } from '../../../test/activity-world.js';
import { fileBytes, type UploadType, uploadThroughApi } from '../../../test/uploads.js';

const { t, w, call, tokenOf } = useActivityTest();

const CUSTOM = '/api/v1/contents/custom_answers/';
const SCORE = '/api/v1/contents/custom_answers/score';
const RESET = '/api/v1/contents/custom_answers/reset';
const completeUrl = (id: number) => `/api/v1/contents/answers/${id}/complete_answer/`;

type Student = Awaited<ReturnType<ActivityWorld['freshStudent']>>;

const step = (index: number) => w.quest.steps[index]?.id ?? 0;

async function upload(student: Student, type: UploadType = 'image/jpeg') {
  const { key, put } = await uploadThroughApi(t, await tokenOf(student), type);
  expect(put.statusCode).toBe(201);
  return key;
}

function respond(student: Student, body: object) {
  return call(student, 'POST', CUSTOM, { activity_id: w.quest.activity.id, ...body });
}

describe('POST /api/v1/contents/custom_answers/', () => {
  it('keeps a step response with photos as a draft, and the photos can be read back', async () => {
    const student = await w.freshStudent();
    const keys = [await upload(student), await upload(student, 'image/png')];
    const saved = await respond(student, {
      activity_detail_id: step(0),
      text: 'It buzzes when pressed.',
      keys,
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body).toMatchObject({
      status: 'DR',
      answer: { activity_detail_id: step(0), text: 'It buzzes when pressed.' },
    });
    expect(body.answer.files.map((f: { content_type: string }) => f.content_type)).toEqual([
      'image/jpeg',
      'image/png',
    ]);
    const picture = await t.app.inject({ method: 'GET', url: body.answer.files[1].url });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(fileBytes('image/png'))).toBe(true);

    // Saving the text again keeps the photos; the attempt resumes at this step.
    await respond(student, { activity_detail_id: step(0), text: 'It buzzes loudly.' });
    const resumed = await call(student, 'POST', '/api/v1/contents/answers/', {
      activity_id: w.quest.activity.id,
    });
    expect(resumed.json()).toMatchObject({
      answer_header_id: body.answer_header_id,
      status: 'DR',
      resume: { activity_detail_id: step(0) },
      answers: [{ text: 'It buzzes loudly.', files: [{}, {}] }],
    });
  });

  it('takes only the files a step asks for, of the student’s own uploads', async () => {
    const student = await w.freshStudent();
    const pdf = await upload(student, 'application/pdf');
    const photo = await upload(student);
    const refused = [
      [{ activity_detail_id: step(0), keys: [pdf] }, 'keys'],
      [{ activity_detail_id: step(1), keys: [pdf, photo] }, 'keys'],
      [{ activity_detail_id: step(0), keys: [await upload(w.classmate)] }, 'keys'],
      [{ activity_detail_id: w.quiz.questions[0]?.id, text: 'x' }, 'activity_detail_id'],
      [{ activity_detail_id: step(0), keys: [photo, photo] }, 'keys'],
    ] as const;
    for (const [body, field] of refused) {
      const response = await respond(student, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toHaveProperty(field);
    }
    const four = await Promise.all([1, 2, 3, 4].map(() => upload(student)));
    expect((await respond(student, { activity_detail_id: step(0), keys: four })).statusCode).toBe(
      400,
    );
    expect((await respond(student, { activity_detail_id: step(1), keys: [pdf] })).statusCode).toBe(
      200,
    );
    const reused = await respond(student, { activity_detail_id: step(0), keys: [pdf] });
    expect(reused.json().errors.keys).toEqual([
      'This file is already part of other work. Upload it again.',
    ]);
    const quiz = await call(student, 'POST', CUSTOM, {
      activity_id: w.quiz.activity.id,
      activity_detail_id: step(0),
    });
    expect(quiz.json().errors).toHaveProperty('activity_id');
  });

  it('refuses an over-long response in a plain sentence and keeps the one saved before', async () => {
    const student = await w.freshStudent();
    await respond(student, { activity_detail_id: step(0), text: 'It buzzes.' });
    const tooLong = await respond(student, { activity_detail_id: step(0), text: 'x'.repeat(5312) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({
      text: ['Answers can be at most 5,000 characters; this one has 5,312.'],
    });
    const resumed = await call(student, 'POST', '/api/v1/contents/answers/', {
      activity_id: w.quest.activity.id,
    });
    expect(resumed.json().answers).toMatchObject([
      { activity_detail_id: step(0), text: 'It buzzes.' },
    ]);
  });
});

describe('keys of stored files', () => {
  it('shows each file’s key, which keeps it in the step, and a key seen elsewhere stays its owner’s', async () => {
    const student = await w.freshStudent();
    const first = await upload(student);
    const saved = await respond(student, { activity_detail_id: step(0), keys: [first] });
    const [file] = saved.json().answer.files;
    expect(file.key).toBe(first);

    // Adding a photo names the files kept by the keys the wire gave them.
    const second = await upload(student);
    const both = await respond(student, { activity_detail_id: step(0), keys: [file.key, second] });
    expect(both.statusCode).toBe(200);
    expect(both.json().answer.files.map((f: { file_id: number; key: string }) => f.key)).toEqual([
      first,
      second,
    ]);
    expect(both.json().answer.files[0].file_id).toBe(file.file_id);

    // Another student who learns the key can neither attach nor download the file.
    const other = await w.freshStudent('Other');
    const taken = await respond(other, { activity_detail_id: step(0), keys: [first] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.keys).toEqual([
      'Upload the file first: this key has no uploaded file of yours.',
    ]);
    const asPage = await call(other, 'POST', '/api/v1/contents/offline_worksheet/', {
      activity_id: w.worksheet.activity.id,
      key: second,
    });
    expect(asPage.statusCode).toBe(400);
    expect(asPage.json().errors).toHaveProperty('key');
    const download = await call(other, 'POST', '/api/v2/core/generate-presigned-url/', {
      operation: 'download',
      key: first,
    });
    expect(download.statusCode).toBe(404);
    const owners = await call(student, 'POST', '/api/v1/contents/answers/', {
      activity_id: w.quest.activity.id,
    });
    expect(owners.json().answers[0].files).toHaveLength(2);
  });
});

describe('submitting a quest, its score and starting again', () => {
  it('waits for the teacher after submission and refuses a retry the teacher has not allowed', async () => {
    const student = await w.freshStudent();
    const saved = await respond(student, { activity_detail_id: step(1), text: 'Four sensors.' });
    const id = saved.json().answer_header_id;
    const done = await call(student, 'POST', completeUrl(id), {});
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'S',
      progress: 'A',
      score: null,
      marking_state: 'unmarked',
      can_retry: false,
    });
    const after = await respond(student, { activity_detail_id: step(0), text: 'More.' });
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('attempt_submitted');

    const score = await call(student, 'POST', SCORE, { activity_id: w.quest.activity.id });
    expect(score.json()).toMatchObject({
      latest: { answer_header_id: id, status: 'S', score: null },
      attempts: [{ answer_header_id: id, attempt_number: 1, status: 'S', score: null }],
    });
    const reset = await call(student, 'POST', RESET, { activity_id: w.quest.activity.id });
    expect(reset.statusCode).toBe(409);
    expect(reset.json().code).toBe('retries_not_allowed');
  });

  it('starts a second attempt once the teacher allows retries, keeping the first', async () => {
    const student = await w.freshStudent();
    const first = (
      await respond(student, { activity_detail_id: step(1), text: 'First go.' })
    ).json().answer_header_id;
    expect(
      (await call(student, 'POST', RESET, { activity_id: w.quest.activity.id })).json().code,
    ).toBe('attempt_in_progress');
    await call(student, 'POST', completeUrl(first), {});

    const allowed = await call(w.teacher, 'PUT', '/api/v2/assignments/', {
      assignment_id: w.assignment.id,
      allow_retries: true,
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().allow_retries).toBe(true);
    const score = await call(student, 'POST', SCORE, { activity_id: w.quest.activity.id });
    expect(score.json().latest.can_retry).toBe(true);

    const reset = await call(student, 'POST', RESET, { activity_id: w.quest.activity.id });
    expect(reset.statusCode).toBe(201);
    expect(reset.json()).toMatchObject({ status: 'DR', attempt_number: 2, answers: [] });
    const second = reset.json().answer_header_id;
    const saved = await respond(student, { activity_detail_id: step(1), text: 'Second go.' });
    expect(saved.json().answer_header_id).toBe(second);
    const twice = await call(student, 'POST', RESET, { activity_id: w.quest.activity.id });
    expect(twice.json().code).toBe('attempt_in_progress');

    const both = await call(student, 'POST', SCORE, { activity_id: w.quest.activity.id });
    expect(
      both
        .json()
        .attempts.map((a: { attempt_number: number; status: string }) => [
          a.attempt_number,
          a.status,
        ]),
    ).toEqual([
      [1, 'S'],
      [2, 'DR'],
    ]);
    const looksBack = await call(student, 'GET', '/api/v1/contents/answers/questions/', {
      answer_header_id: first,
      activity_id: w.quest.activity.id,
    });
    expect(looksBack.statusCode).toBe(409);

    await call(w.teacher, 'PUT', '/api/v2/assignments/', {
      assignment_id: w.assignment.id,
      allow_retries: false,
    });
  });
});
