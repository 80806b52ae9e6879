import { activities } from '@kitlab/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useActivityTest } from '../../../test/activity-world.js';
import { recordStatementsSent } from '../../../test/statements-sent.js';

const { t, w, as, freshDraft } = useActivityTest();

/** The statements the app sends outside transactions. */
let sent: ReturnType<typeof recordStatementsSent>;

beforeAll(() => {
  sent = recordStatementsSent(t.db);
});

/** The teacher's scene statements since the last `clear`: beside a sign-in, or by themselves. */
const sceneReads = () => sent.sceneReads((text) => text.includes('"review_student"'));

/** A fresh student's attempt at the activity, handed in with no answers; its id. */
async function handedIn(activityId: number) {
  const { student, attemptId } = await freshDraft(activityId);
  await as(student).call(activities.completeAnswer, { params: { id: attemptId }, body: {} });
  return attemptId;
}

describe("a teacher's writes on an attempt sign in and read its scene in one statement", () => {
  it('marks and returns work with the scene read as the call signed in, never again', async () => {
    const id = await handedIn(w.worksheet.activity.id);
    sent.clear();

    await as(w.teacher).call(activities.markResponses, {
      body: { answer_header_id: id, marks: [], comment: 'Seen.' },
    });
    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, note: 'Please answer every question.' },
    });

    expect(sceneReads()).toEqual({ withSignIn: 2, apart: 0 });
  });

  it('overrides a quiz mark with the scene read as the call signed in', async () => {
    const id = await handedIn(w.quiz.activity.id);
    sent.clear();

    await as(w.teacher).call(activities.overrideMark, {
      body: {
        answer_header_id: id,
        activity_detail_id: w.quiz.questions[0]?.id ?? 0,
        marks_obtained: 1,
        reason: 'Half right.',
      },
    });

    expect(sceneReads()).toEqual({ withSignIn: 1, apart: 0 });
  });

  it("reads the scene apart for a student's responses, whose sign-in names no attempt", async () => {
    const id = await handedIn(w.worksheet.activity.id);
    sent.clear();

    await as(w.teacher).call(activities.getStudentResponses, { query: { answer_header_id: id } });

    expect(sceneReads()).toEqual({ withSignIn: 0, apart: 1 });
  });
});
