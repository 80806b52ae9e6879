import { activities } from '@kitlab/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useActivityTest } from '../../../test/activity-world.js';

/** How often the review calls read a teacher's scene: with the sign-in, or apart from it. */
const reads = vi.hoisted(() => ({ withSignIn: [] as (number | null)[], apart: [] as number[] }));

vi.mock('./review-scene.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./review-scene.js')>();
  return {
    ...actual,
    createTeacherReviewScene: (...args: Parameters<typeof actual.createTeacherReviewScene>) => {
      const scenes = actual.createTeacherReviewScene(...args);
      return {
        signedIn: (...call: Parameters<typeof scenes.signedIn>) => {
          reads.withSignIn.push(call[2]);
          return scenes.signedIn(...call);
        },
        sceneOf: (...call: Parameters<typeof scenes.sceneOf>) => {
          reads.apart.push(call[1]);
          return scenes.sceneOf(...call);
        },
      };
    },
  };
});

const { w, as, freshDraft } = useActivityTest();

/** A fresh student's attempt at the activity, handed in with no answers; its id. */
async function handedIn(activityId: number) {
  const { student, attemptId } = await freshDraft(activityId);
  await as(student).call(activities.completeAnswer, { params: { id: attemptId }, body: {} });
  return attemptId;
}

beforeEach(() => {
  reads.withSignIn.length = 0;
  reads.apart.length = 0;
});

describe("a teacher's writes on an attempt sign in and read its scene in one statement", () => {
  it('marks and returns work with the scene read as the call signed in, never again', async () => {
    const id = await handedIn(w.worksheet.activity.id);

    await as(w.teacher).call(activities.markResponses, {
      body: { answer_header_id: id, marks: [], comment: 'Seen.' },
    });
    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, note: 'Please answer every question.' },
    });

    expect(reads).toEqual({ withSignIn: [id, id], apart: [] });
  });

  it('overrides a quiz mark with the scene read as the call signed in', async () => {
    const id = await handedIn(w.quiz.activity.id);

    await as(w.teacher).call(activities.overrideMark, {
      body: {
        answer_header_id: id,
        activity_detail_id: w.quiz.questions[0]?.id ?? 0,
        marks_obtained: 1,
        reason: 'Half right.',
      },
    });

    expect(reads).toEqual({ withSignIn: [id], apart: [] });
  });

  it("reads the scene apart for a student's responses, whose sign-in names no attempt", async () => {
    const id = await handedIn(w.worksheet.activity.id);

    await as(w.teacher).call(activities.getStudentResponses, { query: { answer_header_id: id } });

    expect(reads).toEqual({ withSignIn: [], apart: [id] });
  });
});
