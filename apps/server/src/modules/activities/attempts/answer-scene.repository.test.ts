import { describe, expect, it } from 'vitest';
import { useActivityTest } from '../../../test/activity-world.js';
import { createContentRepository } from '../../kits/index.js';
import { createAnswerSceneReader } from './answer-scene.repository.js';
import { createContentCache } from './content-cache.js';

const { t, w, tokenOf, freshDraft } = useActivityTest();

const NOW = new Date('2030-03-10T12:00:00Z');
const LONG_AFTER_EXPIRY = new Date('2100-01-01T00:00:00Z');

async function studentWithDraft() {
  const { student, attemptId } = await freshDraft();
  return { student, token: await tokenOf(student), attemptId };
}

describe("calls on attempts signed in together, each with its own session's scene", () => {
  it('answers each request of one turn from its own token, time and attempt', async () => {
    const reader = createAnswerSceneReader(t.db, createContentCache(createContentRepository(t.db)));
    const ada = await studentWithDraft();
    const ben = await studentWithDraft();

    const [adaOwn, benOnAdas, unknown, expired, benAlone, benOwn] = await Promise.all([
      reader.signedIn(ada.token, NOW, ada.attemptId),
      reader.signedIn(ben.token, NOW, ada.attemptId),
      reader.signedIn('not-a-session-token', NOW, ada.attemptId),
      reader.signedIn(ada.token, LONG_AFTER_EXPIRY, ada.attemptId),
      reader.signedIn(ben.token, NOW, null),
      reader.signedIn(ben.token, NOW, ben.attemptId),
    ]);

    expect(adaOwn?.user.id).toBe(ada.student.id);
    expect(adaOwn?.scene?.attempt.id).toBe(ada.attemptId);
    expect(adaOwn?.scene?.attempt.studentId).toBe(ada.student.id);
    expect(adaOwn?.scene?.activity.id).toBe(w.quiz.activity.id);
    expect(adaOwn?.scene?.work?.id).toBe(w.assignment.id);

    // Another student's attempt: signed in, no scene.
    expect(benOnAdas?.user.id).toBe(ben.student.id);
    expect(benOnAdas?.scene).toBeNull();

    expect(unknown).toBeNull();
    expect(expired).toBeNull();

    expect(benAlone).toEqual({ user: benOnAdas?.user, scene: null });
    expect(benOwn?.user.id).toBe(ben.student.id);
    expect(benOwn?.scene?.attempt.id).toBe(ben.attemptId);
    // Each request signs in as a user of its own, as separate statements would give.
    expect(benOwn?.user).not.toBe(benAlone?.user);
  });
});
