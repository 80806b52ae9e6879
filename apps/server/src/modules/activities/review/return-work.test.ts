import { activities } from '@kitlab/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  answerHeaders,
  answers,
  earlierAnswerFiles,
  earlierAnswers,
  offlineWorksheets,
  returnedWork,
  uploadedFiles,
} from '../../../db/schema/index.js';
import { type ActivityWorld, useActivityTest } from '../../../test/activity-world.js';
import { first } from '../../../test/first.js';
import { eventsOfAttempt } from '../../../test/learning-events.js';
import { heldOpen, waitingOnALock } from '../../../test/lock-waits.js';
import { downloadThroughApi, uploadThroughApi } from '../../../test/uploads.js';

const { t, w, as, tokenOf, freshDraft } = useActivityTest();
type Student = Awaited<ReturnType<ActivityWorld['freshStudent']>>;
const step = (index: number) => w.quest.steps[index]?.id ?? 0;

async function photo(student: Student) {
  const { key, put } = await uploadThroughApi(t, await tokenOf(student), 'image/jpeg');
  expect(put.status).toBe(201);
  return key;
}

/** A quest handed in with both steps answered (a photo on the first) and marked; its id. */
async function markedQuest(student: Student) {
  await as(student).call(activities.saveStepResponse, {
    body: {
      activity_id: w.quest.activity.id,
      activity_detail_id: step(0),
      keys: [await photo(student)],
    },
  });
  const saved = await as(student).call(activities.saveStepResponse, {
    body: {
      activity_id: w.quest.activity.id,
      activity_detail_id: step(1),
      text: 'Two sensors.',
    },
  });
  const id = saved.answer_header_id as number;
  await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
  await as(w.teacher).call(activities.markResponses, {
    body: {
      answer_header_id: id,
      marks: [
        { activity_detail_id: step(0), marks_obtained: 0 },
        { activity_detail_id: step(1), marks_obtained: 0, comment: 'How many corners?' },
      ],
    },
  });
  return id;
}

describe('POST /api/v1/contents/teacher/responses/return', () => {
  it('returns one step with a note; the student redoes it, hands it in, and the teacher sees both', async () => {
    const student = await w.freshStudent();
    const id = await markedQuest(student);
    const returned = await as(w.teacher).call(activities.returnResponse, {
      body: {
        answer_header_id: id,
        activity_detail_id: step(1),
        note: 'Count the corners again.',
      },
    });
    expect(returned.attempt).toMatchObject({
      status: 'DR',
      progress: 'I',
      score: null,
      returns: [
        {
          activity_detail_id: step(1),
          note: 'Count the corners again.',
          returned_at: '2030-03-10T12:00:00.000Z',
          handed_in_again_at: null,
        },
      ],
      earlier_answers: [
        {
          activity_detail_id: step(1),
          text: 'Two sensors.',
          marks_obtained: 0,
          comment: 'How many corners?',
        },
      ],
    });

    const opened = await as(student).call(activities.startAttempt, {
      body: { activity_id: w.quest.activity.id },
    });
    expect(opened).toMatchObject({
      answer_header_id: id,
      status: 'DR',
      resume: { activity_detail_id: step(1) },
      returns: [{ activity_detail_id: step(1), note: 'Count the corners again.' }],
    });
    const other = await as(student).send(activities.saveStepResponse, {
      body: {
        activity_id: w.quest.activity.id,
        activity_detail_id: step(0),
        text: 'Changed',
      },
    });
    expect(other.status).toBe(409);
    expect(other.error?.code).toBe('not_returned');
    const redone = await as(student).send(activities.saveStepResponse, {
      body: {
        activity_id: w.quest.activity.id,
        activity_detail_id: step(1),
        text: 'Four sensors, one in each corner.',
      },
    });
    expect(redone.status).toBe(200);
    t.clock.advance(60_000);
    const handedIn = await as(student).call(activities.completeAnswer, {
      params: { id },
      body: {},
    });
    expect(handedIn).toMatchObject({ status: 'S', marking_state: 'partly_marked' });

    const seen = await as(w.teacher).call(activities.getStudentResponses, {
      query: { answer_header_id: id },
    });
    const attempt = seen.attempt;
    expect(attempt.returns[0]?.handed_in_again_at).toBe('2030-03-10T12:01:00.000Z');
    expect(attempt.earlier_answers[0]?.text).toBe('Two sensors.');
    const now = attempt.answers.find((a) => a.activity_detail_id === step(1));
    expect(now).toMatchObject({ text: 'Four sensors, one in each corner.', marks_obtained: null });
    const kept = attempt.answers.find((a) => a.activity_detail_id === step(0));
    expect(kept).toMatchObject({ marks_obtained: 0 });
    expect(kept?.files).toHaveLength(1);
  });

  it('returns the whole attempt, keeping every answer and its photos in the history', async () => {
    const student = await w.freshStudent();
    const id = await markedQuest(student);
    const returned = await as(w.teacher).call(activities.returnResponse, {
      body: {
        answer_header_id: id,
        note: 'Please redo the whole quest.',
      },
    });
    const attempt = returned.attempt;
    expect(attempt.returns[0]).toMatchObject({ activity_detail_id: null });
    expect(attempt.earlier_answers).toHaveLength(2);
    expect(attempt.earlier_answers[0]?.files).toHaveLength(1);
    expect(attempt.answers.map((a) => a.marks_obtained)).toEqual([null, null]);
    const replaced = await as(student).send(activities.saveStepResponse, {
      body: {
        activity_id: w.quest.activity.id,
        activity_detail_id: step(0),
        keys: [await photo(student)],
      },
    });
    expect(replaced.status).toBe(200);
    const again = await as(w.teacher).call(activities.getStudentResponses, {
      query: { answer_header_id: id },
    });
    const before = again.attempt.earlier_answers[0]?.files[0]?.key;
    expect(again.attempt.answers[0]?.files[0]?.key).not.toBe(before);
    expect(before).toBeTruthy();
  });

  it('keeps on the history the marks a teacher gave, not a mark no one gave', async () => {
    const student = await w.freshStudent();
    const id = await markedQuest(student);
    // A mark without a marker's time is not a teacher's mark: the history leaves it out.
    await t.db
      .update(answers)
      .set({ marksObtained: 1, markedAt: null, markedById: null })
      .where(and(eq(answers.answerHeaderId, id), eq(answers.activityDetailId, step(1))));
    const returned = await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, note: 'Please redo the whole quest.' },
    });
    const kept = returned.attempt.earlier_answers;
    expect(kept.map((a) => [a.activity_detail_id, a.marks_obtained])).toEqual([
      [step(0), 0],
      [step(1), null],
    ]);
  });

  it('returns a paper worksheet whole: its pages move to the history and are photographed again', async () => {
    const { student, attemptId: id } = await freshDraft(w.worksheet.activity.id);
    await as(student).call(activities.addWorksheetPage, {
      body: {
        activity_id: w.worksheet.activity.id,
        key: await photo(student),
      },
    });
    await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
    const one = await as(w.teacher).call(activities.returnResponse, {
      body: {
        answer_header_id: id,
        activity_detail_id: w.worksheet.questions[0]?.id,
        note: 'Only question 1.',
      },
    });
    expect(one.attempt.offline_pages).toHaveLength(1);
    const page = await as(student).send(activities.addWorksheetPage, {
      body: {
        activity_id: w.worksheet.activity.id,
        key: await photo(student),
      },
    });
    expect(page.status).toBe(409);
    expect(page.error?.code).toBe('not_returned');
    await as(student).call(activities.completeAnswer, { params: { id }, body: {} });

    const whole = await as(w.teacher).send(activities.returnResponse, {
      body: { answer_header_id: id, note: 'All.' },
    });
    expect(whole.data?.attempt.offline_pages).toEqual([]);
    const pages = (whole.data?.attempt.earlier_answers ?? []).filter((a) => !a.activity_detail_id);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.files).toHaveLength(1);
    const again = await as(student).send(activities.addWorksheetPage, {
      body: {
        activity_id: w.worksheet.activity.id,
        key: await photo(student),
      },
    });
    expect(again.status).toBe(201);
  });

  it('keeps the score and comment of the returned attempt on the return and clears them on the attempt', async () => {
    const student = await w.freshStudent();
    const id = await markedQuest(student);
    await as(w.teacher).call(activities.markResponses, {
      body: {
        answer_header_id: id,
        marks: [],
        comment: 'Look at the corners.',
      },
    });
    const returned = await as(w.teacher).call(activities.returnResponse, {
      body: {
        answer_header_id: id,
        activity_detail_id: step(1),
        note: 'Again, please.',
      },
    });
    expect(returned.attempt).toMatchObject({
      score: null,
      teacher_comment: null,
      returns: [{ marks_obtained: 0, teacher_comment: 'Look at the corners.' }],
    });
    const [row] = await t.db.select().from(returnedWork).where(eq(returnedWork.answerHeaderId, id));
    expect(row).toMatchObject({ marksObtained: 0, teacherComment: 'Look at the corners.' });
    const opened = await as(student).call(activities.startAttempt, {
      body: { activity_id: w.quest.activity.id },
    });
    expect(opened.returns).toEqual([
      expect.objectContaining({ marks_obtained: 0, teacher_comment: 'Look at the corners.' }),
    ]);
  });

  it('lets a redone step keep its photo, which the history also holds', async () => {
    const student = await w.freshStudent();
    const id = await markedQuest(student);
    const returned = await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, note: 'All.' },
    });
    const kept = returned.attempt.earlier_answers[0]?.files[0]?.key as string;
    const redone = await as(student).call(activities.saveStepResponse, {
      body: {
        activity_id: w.quest.activity.id,
        activity_detail_id: step(0),
        keys: [kept, await photo(student)],
      },
    });
    expect(redone.answer.files[0]?.key).toBe(kept);
    expect(redone.answer.files).toHaveLength(2);
  });

  it('refuses a page photographed before a whole return as a new page, and never deletes a file the history holds', async () => {
    const { student, attemptId: id } = await freshDraft(w.worksheet.activity.id);
    const key = await photo(student);
    await as(student).call(activities.addWorksheetPage, {
      body: { activity_id: w.worksheet.activity.id, key },
    });
    await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, note: 'All.' },
    });

    const reused = await as(student).send(activities.addWorksheetPage, {
      body: {
        activity_id: w.worksheet.activity.id,
        key,
      },
    });
    expect(reused.status).toBe(400);
    expect(reused.error?.errors).toEqual({
      key: ['This file is already part of other work. Upload it again.'],
    });

    // A page that holds a history file all the same (written before attaching refused it).
    const [file] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key));
    const [page] = await t.db
      .insert(offlineWorksheets)
      .values({
        organisationId: student.organisationId,
        answerHeaderId: id,
        uploadedFileId: file?.id ?? 0,
        createdAt: new Date(),
      })
      .returning();
    const removed = await as(student).call(activities.removeWorksheetPage, {
      body: {
        offline_worksheet_id: page?.id,
      },
    });
    expect(removed.offline_pages).toEqual([]);
    const seen = await as(w.teacher).call(activities.getStudentResponses, {
      query: { answer_header_id: id },
    });
    const history = first(seen.attempt.earlier_answers).files;
    expect(history.map((f) => f.key)).toEqual([key]);
    const picture = await downloadThroughApi(t, first(history).url);
    expect(picture.status).toBe(200);
  });

  it('keeps the history under the student alone, so erasing them is one delete by student', async () => {
    const student = await w.freshStudent();
    const id = await markedQuest(student);
    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, note: 'Again, please.' },
    });
    const byStudent = async () => ({
      returns: await t.db.select().from(returnedWork).where(eq(returnedWork.studentId, student.id)),
      answers: await t.db
        .select()
        .from(earlierAnswers)
        .where(eq(earlierAnswers.studentId, student.id)),
      files: await t.db
        .select()
        .from(earlierAnswerFiles)
        .where(eq(earlierAnswerFiles.studentId, student.id)),
    });
    const kept = await byStudent();
    expect([kept.returns.length, kept.answers.length, kept.files.length]).toEqual([1, 2, 1]);
    await t.db.delete(returnedWork).where(eq(returnedWork.studentId, student.id));
    const erased = await byStudent();
    expect([erased.returns.length, erased.answers.length, erased.files.length]).toEqual([0, 0, 0]);
  });

  it('refuses a missing note, an item of another activity, drafts and quizzes', async () => {
    const student = await w.freshStudent();
    const id = await markedQuest(student);
    const empty = await as(w.teacher).send(activities.returnResponse, {
      body: { answer_header_id: id, note: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.error?.errors).toEqual({ note: ['Write a note for the student.'] });
    const elsewhere = await as(w.teacher).send(activities.returnResponse, {
      body: {
        answer_header_id: id,
        activity_detail_id: w.worksheet.questions[0]?.id,
        note: 'Again.',
      },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.error?.errors).toEqual({
      activity_detail_id: ['This item is not part of this activity.'],
    });
    const read = await as(w.teacher).call(activities.getStudentResponses, {
      query: { answer_header_id: id },
    });
    expect(read.attempt).toMatchObject({ status: 'S', returns: [] });

    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, note: 'Again.' },
    });
    const twice = await as(w.teacher).send(activities.returnResponse, {
      body: { answer_header_id: id, note: 'Again.' },
    });
    expect(twice.status).toBe(409);
    expect(twice.error?.code).toBe('not_submitted');

    const quiz = await as(student).call(activities.startAttempt, {
      body: { activity_id: w.quiz.activity.id },
    });
    const quizId = quiz.answer_header_id;
    await as(student).call(activities.completeAnswer, { params: { id: quizId }, body: {} });
    const scored = await as(w.teacher).send(activities.returnResponse, {
      body: {
        answer_header_id: quizId,
        note: 'Again.',
      },
    });
    expect(scored.status).toBe(409);
    expect(scored.error?.code).toBe('quiz_not_returnable');
    // Only the one return that happened is a learning event; the refused ones left none.
    const returns = async (attempt: number) =>
      (await eventsOfAttempt(t.db, attempt)).filter((e) => e.kind === 'work_returned');
    expect((await returns(id)).map((e) => [e.actorId, e.studentId])).toEqual([
      [w.teacher.id, student.id],
    ]);
    expect(await returns(quizId)).toEqual([]);
  });

  it('refuses an earlier attempt: only the latest goes back to its student', async () => {
    const student = await w.freshStudent();
    const id = await markedQuest(student);
    const [handedIn] = await t.db.select().from(answerHeaders).where(eq(answerHeaders.id, id));
    if (!handedIn) throw new Error('no attempt');
    const { id: _, ...earlier } = handedIn;
    await t.db.insert(answerHeaders).values({
      ...earlier,
      attemptNumber: 2,
      status: 'DR',
      submittedAt: null,
      marksObtained: null,
      markedById: null,
      markedAt: null,
    });
    const refused = await as(w.teacher).send(activities.returnResponse, {
      body: { answer_header_id: id, note: 'Again.' },
    });
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('not_latest_attempt');
    expect(
      await t.db.select().from(returnedWork).where(eq(returnedWork.answerHeaderId, id)),
    ).toEqual([]);
  });

  it("answers 404 for another teacher's or school's student, and 403 to students", async () => {
    const student = await w.freshStudent();
    const id = await markedQuest(student);
    const sevenTeacher = await t.make.user({ type: 'T', organisation: w.school });
    await t.make.teach(sevenTeacher, w.sevenA, 'Science');
    const sisterTeacher = await t.make.user({ type: 'T', organisation: w.sisterSchool });
    await t.make.teach(sisterTeacher, w.sisterClass, 'Science');
    const body = { answer_header_id: id, note: 'Again.' };
    for (const who of [sevenTeacher, sisterTeacher]) {
      expect((await as(who).send(activities.returnResponse, { body })).status, who.email).toBe(404);
    }
    for (const who of [student, w.schoolAdmin]) {
      expect((await as(who).send(activities.returnResponse, { body })).status, who.email).toBe(403);
    }
    const read = await as(w.teacher).call(activities.getStudentResponses, {
      query: { answer_header_id: id },
    });
    expect(read.attempt.status).toBe('S');
  });

  // PGlite runs one statement at a time, so a transaction held open there would hold up the rest.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'copies to the history the marks a marking committed while the return waited for the attempt',
    async () => {
      const student = await w.freshStudent();
      const id = await markedQuest(student);
      // A marking holding the attempt, as a teacher's marking does until it commits.
      const marking = heldOpen(t.db, async (tx) => {
        await tx.select().from(answerHeaders).where(eq(answerHeaders.id, id)).for('update');
        await tx
          .update(answers)
          .set({ marksObtained: 2, comment: 'Four corners.' })
          .where(and(eq(answers.answerHeaderId, id), eq(answers.activityDetailId, step(1))));
      });
      await marking.worked;
      const returning = as(w.teacher).send(activities.returnResponse, {
        body: { answer_header_id: id, note: 'Again, please.' },
      });
      await waitingOnALock(t.db);
      marking.commit();
      await marking.committed;
      expect((await returning).status).toBe(200);

      const [kept] = await t.db
        .select()
        .from(earlierAnswers)
        .where(
          and(
            eq(earlierAnswers.studentId, student.id),
            eq(earlierAnswers.activityDetailId, step(1)),
          ),
        );
      expect(kept).toMatchObject({ marksObtained: 2, comment: 'Four corners.' });
    },
  );
});
