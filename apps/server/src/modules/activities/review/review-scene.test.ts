import { describe, expect, it } from 'vitest';
import { useActivityTest } from '../../../test/activity-world.js';
import { createTeacherReviewScene } from './review-scene.js';

const { t, w, tokenOf, freshDraft } = useActivityTest();

const NOW = new Date('2030-03-10T12:00:00Z');

describe("review calls signed in together, each with its own teacher's scene", () => {
  it('answers each request of one turn from its own token, the subjects its teacher teaches', async () => {
    const scenes = createTeacherReviewScene(t.db);
    const { attemptId } = await freshDraft();
    const stranger = await t.make.user({ type: 'T', organisation: w.otherSchool });

    const [teacher, otherTeacher, unknown] = await Promise.all([
      scenes.signedIn(await tokenOf(w.teacher), NOW, attemptId),
      scenes.signedIn(await tokenOf(stranger), NOW, attemptId),
      scenes.signedIn('not-a-session-token', NOW, attemptId),
    ]);

    expect(teacher?.user.id).toBe(w.teacher.id);
    expect(teacher?.scene?.attempt.id).toBe(attemptId);
    expect(teacher?.scene?.student?.classId).toBe(w.sixA.id);
    expect(teacher?.scene?.teaching).toHaveLength(1);

    expect(otherTeacher?.user.id).toBe(stranger.id);
    expect(otherTeacher?.scene?.attempt.id).toBe(attemptId);
    expect(otherTeacher?.scene?.teaching).toEqual([]);

    expect(unknown).toBeNull();
  });
});
