import { activities, assignments, type CallBody, core } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { type ActivityWorld, useActivityTest } from '../../../test/activity-world.js';
import { first } from '../../../test/first.js';
import {
  downloadThroughApi,
  fileBytes,
  type UploadType,
  uploadThroughApi,
} from '../../../test/uploads.js';

const { t, w, as, tokenOf } = useActivityTest();
type Student = Awaited<ReturnType<ActivityWorld['freshStudent']>>;

const step = (index: number) => w.quest.steps[index]?.id ?? 0;

async function upload(student: Student, type: UploadType = 'image/jpeg') {
  const { key, put } = await uploadThroughApi(t, await tokenOf(student), type);
  expect(put.status).toBe(201);
  return key;
}

function respond(
  student: Student,
  body: Omit<CallBody<typeof activities.saveStepResponse>, 'activity_id'>,
) {
  return as(student).send(activities.saveStepResponse, {
    body: { activity_id: w.quest.activity.id, ...body },
  });
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
    expect(saved.status).toBe(200);
    const body = saved.data;
    if (!body) throw new Error(saved.text);
    expect(body).toMatchObject({
      status: 'DR',
      answer: { activity_detail_id: step(0), text: 'It buzzes when pressed.' },
    });
    expect(body.answer.files.map((f: { content_type: string }) => f.content_type)).toEqual([
      'image/jpeg',
      'image/png',
    ]);
    const picture = await downloadThroughApi(t, body.answer.files[1]?.url ?? '');
    expect(picture.status).toBe(200);
    expect(Buffer.from(picture.data ?? []).equals(fileBytes('image/png'))).toBe(true);

    // Saving the text again keeps the photos; the attempt resumes at this step.
    await respond(student, { activity_detail_id: step(0), text: 'It buzzes loudly.' });
    const resumed = await as(student).call(activities.startAttempt, {
      body: {
        activity_id: w.quest.activity.id,
      },
    });
    expect(resumed).toMatchObject({
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
    const refused: [Parameters<typeof respond>[1], string][] = [
      [{ activity_detail_id: step(0), keys: [pdf] }, 'keys'],
      [{ activity_detail_id: step(1), keys: [pdf, photo] }, 'keys'],
      [{ activity_detail_id: step(0), keys: [await upload(w.classmate)] }, 'keys'],
      [{ activity_detail_id: w.quiz.questions[0]?.id, text: 'x' }, 'activity_detail_id'],
      [{ activity_detail_id: step(0), keys: [photo, photo] }, 'keys'],
    ];
    for (const [body, field] of refused) {
      const response = await respond(student, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.error?.errors).toHaveProperty(field);
    }
    const four = await Promise.all([1, 2, 3, 4].map(() => upload(student)));
    expect((await respond(student, { activity_detail_id: step(0), keys: four })).status).toBe(400);
    expect((await respond(student, { activity_detail_id: step(1), keys: [pdf] })).status).toBe(200);
    const reused = await respond(student, { activity_detail_id: step(0), keys: [pdf] });
    expect(reused.error?.errors?.keys).toEqual([
      'This file is already part of other work. Upload it again.',
    ]);
    const quiz = await as(student).send(activities.saveStepResponse, {
      body: {
        activity_id: w.quiz.activity.id,
        activity_detail_id: step(0),
      },
    });
    expect(quiz.error?.errors).toHaveProperty('activity_id');
  });

  it('refuses an over-long response in a plain sentence and keeps the one saved before', async () => {
    const student = await w.freshStudent();
    await respond(student, { activity_detail_id: step(0), text: 'It buzzes.' });
    const tooLong = await respond(student, { activity_detail_id: step(0), text: 'x'.repeat(5312) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error?.errors).toEqual({
      text: ['Answers can be at most 5,000 characters; this one has 5,312.'],
    });
    const resumed = await as(student).call(activities.startAttempt, {
      body: {
        activity_id: w.quest.activity.id,
      },
    });
    expect(resumed.answers).toMatchObject([{ activity_detail_id: step(0), text: 'It buzzes.' }]);
  });
});

describe('keys of stored files', () => {
  it('shows each file’s key, which keeps it in the step, and a key seen elsewhere stays its owner’s', async () => {
    const student = await w.freshStudent();
    const firstKey = await upload(student);
    const saved = await respond(student, { activity_detail_id: step(0), keys: [firstKey] });
    const file = first(saved.data?.answer.files ?? []);
    expect(file.key).toBe(firstKey);

    // Adding a photo names the files kept by the keys the wire gave them.
    const second = await upload(student);
    const both = await respond(student, { activity_detail_id: step(0), keys: [file.key, second] });
    expect(both.status).toBe(200);
    expect(both.data?.answer.files.map((f) => f.key)).toEqual([firstKey, second]);
    expect(both.data?.answer.files[0]?.file_id).toBe(file.file_id);

    // Another student who learns the key can neither attach nor download the file.
    const other = await w.freshStudent('Other');
    const taken = await respond(other, { activity_detail_id: step(0), keys: [firstKey] });
    expect(taken.status).toBe(400);
    expect(taken.error?.errors?.keys).toEqual([
      'Upload the file first: this key has no uploaded file of yours.',
    ]);
    const asPage = await as(other).send(activities.addWorksheetPage, {
      body: {
        activity_id: w.worksheet.activity.id,
        key: second,
      },
    });
    expect(asPage.status).toBe(400);
    expect(asPage.error?.errors).toHaveProperty('key');
    const download = await as(other).send(core.generatePresignedUrl, {
      body: {
        operation: 'download',
        key: firstKey,
      },
    });
    expect(download.status).toBe(404);
    const owners = await as(student).call(activities.startAttempt, {
      body: {
        activity_id: w.quest.activity.id,
      },
    });
    expect(owners.answers[0]?.files).toHaveLength(2);
  });
});

describe('submitting a quest, its score and starting again', () => {
  it('waits for the teacher after submission and refuses a retry the teacher has not allowed', async () => {
    const student = await w.freshStudent();
    const saved = await respond(student, { activity_detail_id: step(1), text: 'Four sensors.' });
    const id = saved.data?.answer_header_id ?? 0;
    const done = await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
    expect(done).toMatchObject({
      status: 'S',
      progress: 'A',
      score: null,
      marking_state: 'unmarked',
      can_retry: false,
    });
    const after = await respond(student, { activity_detail_id: step(0), text: 'More.' });
    expect(after.status).toBe(409);
    expect(after.error?.code).toBe('attempt_submitted');

    const score = await as(student).send(activities.getActivityScores, {
      body: { activity_id: w.quest.activity.id },
    });
    expect(score.data).toMatchObject({
      latest: { answer_header_id: id, status: 'S', score: null },
      attempts: [{ answer_header_id: id, attempt_number: 1, status: 'S', score: null }],
    });
    const reset = await as(student).send(activities.startRetry, {
      body: { activity_id: w.quest.activity.id },
    });
    expect(reset.status).toBe(409);
    expect(reset.error?.code).toBe('retries_not_allowed');
  });

  it('starts a second attempt once the teacher allows retries, keeping the first', async () => {
    const student = await w.freshStudent();
    const first =
      (await respond(student, { activity_detail_id: step(1), text: 'First go.' })).data
        ?.answer_header_id ?? 0;
    expect(
      (
        await as(student).send(activities.startRetry, {
          body: { activity_id: w.quest.activity.id },
        })
      ).error?.code,
    ).toBe('attempt_in_progress');
    await as(student).call(activities.completeAnswer, { params: { id: first }, body: {} });

    const allowed = await as(w.teacher).call(assignments.updateAssignment, {
      body: {
        assignment_id: w.assignment.id,
        allow_retries: true,
      },
    });
    expect(allowed.allow_retries).toBe(true);
    const score = await as(student).call(activities.getActivityScores, {
      body: { activity_id: w.quest.activity.id },
    });
    expect(score.latest).toMatchObject({ can_retry: true });

    const reset = await as(student).call(activities.startRetry, {
      body: { activity_id: w.quest.activity.id },
    });
    expect(reset).toMatchObject({ status: 'DR', attempt_number: 2, answers: [] });
    const second = reset.answer_header_id;
    const saved = await respond(student, { activity_detail_id: step(1), text: 'Second go.' });
    expect(saved.data?.answer_header_id).toBe(second);
    const twice = await as(student).send(activities.startRetry, {
      body: { activity_id: w.quest.activity.id },
    });
    expect(twice.error?.code).toBe('attempt_in_progress');

    const both = await as(student).send(activities.getActivityScores, {
      body: { activity_id: w.quest.activity.id },
    });
    expect(both.data?.attempts.map((a) => [a.attempt_number, a.status])).toEqual([
      [1, 'S'],
      [2, 'DR'],
    ]);
    const looksBack = await as(student).send(activities.listAttemptQuestions, {
      query: {
        answer_header_id: first,
        activity_id: w.quest.activity.id,
      },
    });
    expect(looksBack.status).toBe(409);

    await as(w.teacher).call(assignments.updateAssignment, {
      body: {
        assignment_id: w.assignment.id,
        allow_retries: false,
      },
    });
  });
});
