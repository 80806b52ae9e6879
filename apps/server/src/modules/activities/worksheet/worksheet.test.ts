import { activities, type CallBody } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { type ActivityWorld, useActivityTest } from '../../../test/activity-world.js';
import { first } from '../../../test/first.js';
import { downloadThroughApi, uploadThroughApi } from '../../../test/uploads.js';

const { t, w, as, tokenOf, freshDraft } = useActivityTest();
type Student = Awaited<ReturnType<ActivityWorld['freshStudent']>>;

async function photo(student: Student) {
  const { key, put } = await uploadThroughApi(t, await tokenOf(student), 'image/jpeg');
  expect(put.status).toBe(201);
  return key;
}

const addPage = (student: Student, key: string) =>
  as(student).send(activities.addWorksheetPage, {
    body: { activity_id: w.worksheet.activity.id, key },
  });

describe('worksheets answered online', () => {
  it('keeps written answers and blanks, and refuses options or extra blanks', async () => {
    const { student, attemptId: id } = await freshDraft(w.worksheet.activity.id);
    const [shortAnswer, fillIn] = w.worksheet.questions;
    const answer = (body: CallBody<typeof activities.saveAnswer>) =>
      as(student).send(activities.saveAnswer, { params: { id }, body });
    expect(
      (await answer({ activity_detail_id: shortAnswer?.id, text: 'Light sensor.' })).status,
    ).toBe(200);
    // Half a character pair, as a crafted request may send, is kept as a replacement character.
    const half = await answer({ activity_detail_id: fillIn?.id, blanks: ['in\ud800', 'out'] });
    expect(half.data).toMatchObject({ blanks: ['in\ufffd', 'out'] });
    const blanks = await answer({ activity_detail_id: fillIn?.id, blanks: ['input', 'output'] });
    expect(blanks.data).toMatchObject({ blanks: ['input', 'output'], answer: [] });
    expect(
      (await answer({ activity_detail_id: fillIn?.id, blanks: ['a', 'b', 'c'] })).error?.errors,
    ).toHaveProperty('blanks');
    expect(
      (await answer({ activity_detail_id: shortAnswer?.id, answer: [1] })).error?.errors,
    ).toHaveProperty('answer');

    const sheet = await as(student).call(activities.listAttemptQuestions, {
      query: {
        answer_header_id: id,
        activity_id: w.worksheet.activity.id,
      },
    });
    expect(sheet.questions).toHaveLength(2);
    expect(sheet.questions[0]).not.toHaveProperty('answer');
    const done = await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
    expect(done).toMatchObject({ status: 'S', marking_state: 'unmarked', score: null });
    expect(done.questions[0]).toMatchObject({ answer: 'A model answer.' });
  });
});

describe('over-long written answers', () => {
  it('are refused in a plain sentence, keeping the answer saved before, and cannot be handed in', async () => {
    const { student, attemptId: id } = await freshDraft(w.worksheet.activity.id);
    const detailId = w.worksheet.questions[0]?.id;
    const answer = (text: string) =>
      as(student).send(activities.saveAnswer, {
        params: { id },
        body: {
          activity_detail_id: detailId,
          text,
        },
      });
    expect((await answer('x'.repeat(activities.TEXT_ANSWER_MAX))).status).toBe(200);
    expect((await answer('Light sensor.')).status).toBe(200);

    const tooLong = await answer('x'.repeat(5312));
    expect(tooLong.status).toBe(400);
    expect(tooLong.error?.errors).toEqual({
      text: ['Answers can be at most 5,000 characters; this one has 5,312.'],
    });
    const handIn = await as(student).send(activities.completeAnswer, {
      params: { id },
      body: {
        answer: [{ activity_detail_id: detailId, text: 'x'.repeat(5001) }],
      },
    });
    expect(handIn.status).toBe(400);
    expect(handIn.error?.errors).toEqual({
      'answer.0.text': ['Answers can be at most 5,000 characters; this one has 5,001.'],
    });

    const resumed = await as(student).call(activities.startAttempt, {
      body: {
        activity_id: w.worksheet.activity.id,
      },
    });
    expect(resumed).toMatchObject({
      status: 'DR',
      answers: [{ activity_detail_id: detailId, text: 'Light sensor.' }],
    });
  });
});

describe('POST /api/v1/contents/offline_worksheet/ and offline_worksheet_delete/', () => {
  it('adds photographed pages in order and removes one, the later pages moving up', async () => {
    const student = await w.freshStudent();
    const firstPage = await addPage(student, await photo(student));
    expect(firstPage.status).toBe(201);
    const second = await addPage(student, await photo(student));
    const pages = second.data?.offline_pages ?? [];
    expect(pages.map((p) => p.page)).toEqual([1, 2]);
    expect(second.data?.answer_header_id).toBe(firstPage.data?.answer_header_id);
    const picture = await downloadThroughApi(t, first(pages.slice(1)).file.url);
    expect(picture.status).toBe(200);

    for (const who of [w.classmate, w.otherStudent]) {
      const foreign = await as(who).send(activities.removeWorksheetPage, {
        body: {
          offline_worksheet_id: first(pages).offline_worksheet_id,
        },
      });
      expect(foreign.status).toBe(404);
    }
    const left = await as(student).call(activities.removeWorksheetPage, {
      body: {
        offline_worksheet_id: first(pages).offline_worksheet_id,
      },
    });
    expect(left.offline_pages).toEqual([
      expect.objectContaining({ page: 1, offline_worksheet_id: pages[1]?.offline_worksheet_id }),
    ]);
    const gone = await downloadThroughApi(t, first(pages).file.url);
    expect(gone.status).toBe(404);
  });

  it('refuses foreign or reused files, quizzes, and more pages than a worksheet takes', async () => {
    const student = await w.freshStudent();
    const key = await photo(student);
    expect((await addPage(student, await photo(w.classmate))).error?.errors).toHaveProperty('key');
    expect((await addPage(student, key)).status).toBe(201);
    expect((await addPage(student, key)).error?.errors).toHaveProperty('key');
    const quiz = await as(student).send(activities.addWorksheetPage, {
      body: {
        activity_id: w.quiz.activity.id,
        key: await photo(student),
      },
    });
    expect(quiz.error?.errors).toHaveProperty('activity_id');
    for (let page = 2; page <= activities.MAX_OFFLINE_WORKSHEET_PAGES; page++) {
      expect((await addPage(student, await photo(student))).status).toBe(201);
    }
    const tooMany = await addPage(student, await photo(student));
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.errors?.key).toEqual(['A worksheet takes at most 10 pages.']);
  });
});
