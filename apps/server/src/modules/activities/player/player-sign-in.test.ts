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

/** The student's attempt scene statements since the last `clear`: beside a sign-in, or alone. */
const sceneReads = () =>
  sent.sceneReads(
    (text) => text.includes(`"source_hash" || '@'`) && text.includes('"answer_headers"."id"'),
  );

describe("a student's calls on an attempt sign in and read its scene in one statement", () => {
  it('reads the questions, saves an answer and hands in with the scene read as each signed in', async () => {
    const { student, attemptId } = await freshDraft(w.quiz.activity.id);
    const question = w.quiz.questions[0];
    sent.clear();

    await as(student).call(activities.listAttemptQuestions, {
      query: { answer_header_id: attemptId, activity_id: w.quiz.activity.id },
    });
    await as(student).call(activities.saveAnswer, {
      params: { id: attemptId },
      body: { activity_detail_id: question?.id ?? 0, answer: [question?.options[0]?.id ?? 0] },
    });
    await as(student).call(activities.completeAnswer, { params: { id: attemptId }, body: {} });

    expect(sceneReads()).toEqual({ withSignIn: 3, apart: 0 });
  });
});
