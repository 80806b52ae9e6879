import { activities } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { type ActivityWorld, useActivityTest } from '../../../test/activity-world.js';
import { uploadThroughApi } from '../../../test/uploads.js';

const { t, w, call, tokenOf } = useActivityTest();

const PAGES = '/api/v1/contents/offline_worksheet/';
const DELETE = '/api/v1/contents/offline_worksheet_delete/';

type Student = Awaited<ReturnType<ActivityWorld['freshStudent']>>;

async function photo(student: Student) {
  const { key, put } = await uploadThroughApi(t, await tokenOf(student), 'image/jpeg');
  expect(put.statusCode).toBe(201);
  return key;
}

const addPage = (student: Student, key: string) =>
  call(student, 'POST', PAGES, { activity_id: w.worksheet.activity.id, key });

describe('worksheets answered online', () => {
  it('keeps written answers and blanks, and refuses options or extra blanks', async () => {
    const student = await w.freshStudent();
    const start = await call(student, 'POST', '/api/v1/contents/answers/', {
      activity_id: w.worksheet.activity.id,
    });
    const id = start.json().answer_header_id;
    const [shortAnswer, fillIn] = w.worksheet.questions;
    const answer = (body: object) =>
      call(student, 'POST', `/api/v1/contents/answers/${id}/answer/`, body);
    expect(
      (await answer({ activity_detail_id: shortAnswer?.id, text: 'Light sensor.' })).statusCode,
    ).toBe(200);
    const blanks = await answer({ activity_detail_id: fillIn?.id, blanks: ['input', 'output'] });
    expect(blanks.json()).toMatchObject({ blanks: ['input', 'output'], answer: [] });
    expect(
      (await answer({ activity_detail_id: fillIn?.id, blanks: ['a', 'b', 'c'] })).json().errors,
    ).toHaveProperty('blanks');
    expect(
      (await answer({ activity_detail_id: shortAnswer?.id, answer: [1] })).json().errors,
    ).toHaveProperty('answer');

    const sheet = await call(student, 'GET', '/api/v1/contents/answers/questions/', {
      answer_header_id: id,
      activity_id: w.worksheet.activity.id,
    });
    expect(sheet.json().questions).toHaveLength(2);
    expect(sheet.json().questions[0]).not.toHaveProperty('answer');
    const done = await call(student, 'POST', `/api/v1/contents/answers/${id}/complete_answer/`, {});
    expect(done.json()).toMatchObject({ status: 'S', marking_state: 'unmarked', score: null });
    expect(done.json().questions[0].answer).toBe('A model answer.');
  });
});

describe('over-long written answers', () => {
  it('are refused in a plain sentence, keeping the answer saved before, and cannot be handed in', async () => {
    const student = await w.freshStudent();
    const start = await call(student, 'POST', '/api/v1/contents/answers/', {
      activity_id: w.worksheet.activity.id,
    });
    const id = start.json().answer_header_id;
    const detailId = w.worksheet.questions[0]?.id;
    const answer = (text: string) =>
      call(student, 'POST', `/api/v1/contents/answers/${id}/answer/`, {
        activity_detail_id: detailId,
        text,
      });
    expect((await answer('x'.repeat(activities.TEXT_ANSWER_MAX))).statusCode).toBe(200);
    expect((await answer('Light sensor.')).statusCode).toBe(200);

    const tooLong = await answer('x'.repeat(5312));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({
      text: ['Answers can be at most 5,000 characters; this one has 5,312.'],
    });
    const handIn = await call(student, 'POST', `/api/v1/contents/answers/${id}/complete_answer/`, {
      answer: [{ activity_detail_id: detailId, text: 'x'.repeat(5001) }],
    });
    expect(handIn.statusCode).toBe(400);
    expect(handIn.json().errors).toEqual({
      'answer.0.text': ['Answers can be at most 5,000 characters; this one has 5,001.'],
    });

    const resumed = await call(student, 'POST', '/api/v1/contents/answers/', {
      activity_id: w.worksheet.activity.id,
    });
    expect(resumed.json()).toMatchObject({
      status: 'DR',
      answers: [{ activity_detail_id: detailId, text: 'Light sensor.' }],
    });
  });
});

describe('POST /api/v1/contents/offline_worksheet/ and offline_worksheet_delete/', () => {
  it('adds photographed pages in order and removes one, the later pages moving up', async () => {
    const student = await w.freshStudent();
    const first = await addPage(student, await photo(student));
    expect(first.statusCode).toBe(201);
    const second = await addPage(student, await photo(student));
    const pages = second.json().offline_pages;
    expect(pages.map((p: { page: number }) => p.page)).toEqual([1, 2]);
    expect(second.json().answer_header_id).toBe(first.json().answer_header_id);
    const picture = await t.app.inject({ method: 'GET', url: pages[1].file.url });
    expect(picture.statusCode).toBe(200);

    for (const who of [w.classmate, w.otherStudent]) {
      const foreign = await call(who, 'POST', DELETE, {
        offline_worksheet_id: pages[0].offline_worksheet_id,
      });
      expect(foreign.statusCode).toBe(404);
    }
    const left = await call(student, 'POST', DELETE, {
      offline_worksheet_id: pages[0].offline_worksheet_id,
    });
    expect(left.statusCode).toBe(200);
    expect(left.json().offline_pages).toEqual([
      expect.objectContaining({ page: 1, offline_worksheet_id: pages[1].offline_worksheet_id }),
    ]);
    const gone = await t.app.inject({ method: 'GET', url: pages[0].file.url });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses foreign or reused files, quizzes, and more pages than a worksheet takes', async () => {
    const student = await w.freshStudent();
    const key = await photo(student);
    expect((await addPage(student, await photo(w.classmate))).json().errors).toHaveProperty('key');
    expect((await addPage(student, key)).statusCode).toBe(201);
    expect((await addPage(student, key)).json().errors).toHaveProperty('key');
    const quiz = await call(student, 'POST', PAGES, {
      activity_id: w.quiz.activity.id,
      key: await photo(student),
    });
    expect(quiz.json().errors).toHaveProperty('activity_id');
    for (let page = 2; page <= activities.MAX_OFFLINE_WORKSHEET_PAGES; page++) {
      expect((await addPage(student, await photo(student))).statusCode).toBe(201);
    }
    const tooMany = await addPage(student, await photo(student));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.key).toEqual(['A worksheet takes at most 10 pages.']);
  });
});
