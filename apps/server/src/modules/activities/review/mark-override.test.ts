import { activities, type CallBody } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { type ActivityWorld, useActivityTest } from '../../../test/activity-world.js';

const { t, w, as, freshDraft } = useActivityTest();
type Student = Awaited<ReturnType<ActivityWorld['freshStudent']>>;
const question = (index: number) => w.quiz.questions[index]?.id ?? 0;

type Answer = { activity_detail_id: number };
/** The answer to one question in an attempt of a response. */
const answerTo = (
  body:
    | { attempt?: { answers: Answer[] } | null; latest?: { answers: Answer[] } | null }
    | undefined,
  id: number,
) => (body?.attempt ?? body?.latest)?.answers.find((a) => a.activity_detail_id === id);

/** The class's teacher giving one question of an attempt at the quiz new marks, for a reason. */
const overrideMark = (id: number, index: number, marks: number, reason: string) =>
  as(w.teacher).send(activities.overrideMark, {
    body: {
      answer_header_id: id,
      activity_detail_id: question(index),
      marks_obtained: marks,
      reason,
    },
  });

/** A quiz handed in with q1 right (2 of 2) and q2 wrong (0 of 3), q3 unanswered; its id. */
async function submittedQuiz(student: Student) {
  const started = await as(student).call(activities.startAttempt, {
    body: { activity_id: w.quiz.activity.id },
  });
  const id = started.answer_header_id as number;
  const optionOf = (q: number, o: number) => w.quiz.questions[q]?.options[o]?.id;
  await as(student).call(activities.completeAnswer, {
    params: { id },
    body: {
      answer: [
        { activity_detail_id: question(0), answer: [optionOf(0, 0)] },
        { activity_detail_id: question(1), answer: [optionOf(1, 0)] },
      ],
    },
  });
  return id;
}

describe('POST /api/v1/contents/teacher/responses/override', () => {
  it('changes a quiz mark with a reason, scores again, and shows both to teacher and student', async () => {
    const student = await w.freshStudent();
    const id = await submittedQuiz(student);
    const changed = await overrideMark(id, 1, 2, 'Option 2 is also right in the new edition.');
    expect(changed.status).toBe(200);
    expect(changed.data?.attempt.score).toEqual({
      marksObtained: 4,
      totalMarks: 6,
      percentage: 66.7,
    });
    expect(answerTo(changed.data, question(1))).toMatchObject({
      marks_obtained: 2,
      correct: false,
      progress: 'A',
      override: {
        automatic_marks: 0,
        reason: 'Option 2 is also right in the new edition.',
        overridden_at: '2030-03-10T12:00:00.000Z',
      },
    });

    const again = await overrideMark(id, 1, 3, 'Full marks after all.');
    expect(answerTo(again.data, question(1))).toMatchObject({
      marks_obtained: 3,
      progress: 'C',
      override: { automatic_marks: 0 },
    });

    const seen = await as(student).send(activities.getActivityScores, {
      body: { activity_id: w.quiz.activity.id },
    });
    expect(seen.data?.latest).toHaveProperty('score', {
      marksObtained: 5,
      totalMarks: 6,
      percentage: 83.3,
    });
    expect(answerTo(seen.data, question(1))).toMatchObject({
      override: { reason: 'Full marks after all.', automatic_marks: 0 },
    });
    expect(seen.data?.attempts[0]?.score?.marksObtained).toBe(5);
  });

  it('counts two overrides sent at once on different questions', async () => {
    const student = await w.freshStudent();
    const id = await submittedQuiz(student);
    const both = await Promise.all([
      overrideMark(id, 1, 3, 'Option 2 is also right.'),
      overrideMark(id, 2, 1, 'Answered aloud in class.'),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const read = await as(w.teacher).call(activities.getStudentResponses, {
      query: { answer_header_id: id },
    });
    expect(read.attempt.score?.marksObtained).toBe(6);
  });

  it('can give marks to a question left unanswered', async () => {
    const student = await w.freshStudent();
    const id = await submittedQuiz(student);
    const given = await overrideMark(id, 2, 1, 'Answered aloud in class.');
    expect(given.status).toBe(200);
    expect(given.data?.attempt.score?.marksObtained).toBe(3);
  });

  it('refuses no reason, marks out of range and questions of another activity with field errors', async () => {
    const student = await w.freshStudent();
    const id = await submittedQuiz(student);
    const body = { answer_header_id: id, activity_detail_id: question(0), reason: 'Because.' };
    const cases: [CallBody<typeof activities.overrideMark>, Record<string, string[]>][] = [
      [
        { ...body, marks_obtained: 1, reason: ' ' },
        { reason: ['Write a reason for the student.'] },
      ],
      [{ ...body, marks_obtained: 3 }, { marks_obtained: ['This item is out of 2 marks.'] }],
      [
        { ...body, activity_detail_id: question(2), marks_obtained: 2 },
        { marks_obtained: ['This item is out of 1 mark.'] },
      ],
      [{ ...body, marks_obtained: -1 }, { marks_obtained: ['Marks cannot be below 0.'] }],
      [{ ...body, marks_obtained: 0.5 }, { marks_obtained: ['Give whole marks.'] }],
      [
        { ...body, activity_detail_id: w.worksheet.questions[0]?.id, marks_obtained: 1 },
        { activity_detail_id: ['This item is not part of this activity.'] },
      ],
    ];
    for (const [sent, errors] of cases) {
      const refused = await as(w.teacher).send(activities.overrideMark, { body: sent });
      expect(refused.status, JSON.stringify(sent)).toBe(400);
      expect(refused.error?.errors).toEqual(errors);
    }
    const missing = await as(w.teacher).sendUnchecked(activities.overrideMark, {
      body: { answer_header_id: id },
    });
    expect(Object.keys(missing.error?.errors ?? {}).sort()).toEqual([
      'activity_detail_id',
      'marks_obtained',
      'reason',
    ]);
    const read = await as(w.teacher).call(activities.getStudentResponses, {
      query: { answer_header_id: id },
    });
    expect(read.attempt.score?.marksObtained).toBe(2);
  });

  it('refuses marked work and drafts', async () => {
    const { student, attemptId: draftId } = await freshDraft();
    const notYet = await as(w.teacher).send(activities.overrideMark, {
      body: {
        answer_header_id: draftId,
        activity_detail_id: question(0),
        marks_obtained: 1,
        reason: 'Early.',
      },
    });
    expect(notYet.status).toBe(409);
    const sheet = await as(student).call(activities.startAttempt, {
      body: { activity_id: w.worksheet.activity.id },
    });
    const sheetId = sheet.answer_header_id;
    await as(student).call(activities.completeAnswer, { params: { id: sheetId }, body: {} });
    const byHand = await as(w.teacher).send(activities.overrideMark, {
      body: {
        answer_header_id: sheetId,
        activity_detail_id: w.worksheet.questions[0]?.id,
        marks_obtained: 1,
        reason: 'Hand marked.',
      },
    });
    expect(byHand.status).toBe(409);
    expect(byHand.error?.code).toBe('marked_by_hand');
  });

  it("answers 404 for another teacher's or school's student, and 403 to students", async () => {
    const student = await w.freshStudent();
    const id = await submittedQuiz(student);
    const sevenTeacher = await t.make.user({ type: 'T', organisation: w.school });
    await t.make.teach(sevenTeacher, w.sevenA, 'Science');
    const sisterTeacher = await t.make.user({ type: 'T', organisation: w.sisterSchool });
    await t.make.teach(sisterTeacher, w.sisterClass, 'Science');
    const body = {
      answer_header_id: id,
      activity_detail_id: question(1),
      marks_obtained: 3,
      reason: 'Mine now.',
    };
    for (const who of [sevenTeacher, sisterTeacher]) {
      expect((await as(who).send(activities.overrideMark, { body })).status, who.email).toBe(404);
    }
    for (const who of [student, w.districtAdmin]) {
      expect((await as(who).send(activities.overrideMark, { body })).status, who.email).toBe(403);
    }
    const read = await as(w.teacher).call(activities.getStudentResponses, {
      query: { answer_header_id: id },
    });
    expect(read.attempt.score?.marksObtained).toBe(2);
  });
});
