import type { Database } from '../../../db/client.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { answeringRefusal } from './activities.policy.js';
import { createAnswerSceneReader } from './answer-scene.repository.js';
import { noSuchAttempt, refuseIf } from './attempt-access.js';
import type { ContentCache } from './content-cache.js';

/**
 * An own draft the student may still answer (assigned, not submitted, not closed), read with
 * everything a save checks in one statement, and its activity's content, kept per kit version.
 * Answers as `answerableAttempt` does: 404 for another student's attempt or a retired activity,
 * then the answering refusals.
 */
export function createAnswerableScenes(db: Database, cache: ContentCache) {
  const scenes = createAnswerSceneReader(db);
  return async (user: AuthUser, attemptId: number) => {
    const scene = await scenes.sceneOf(user.id, attemptId);
    if (!scene) throw noSuchAttempt();
    refuseIf(answeringRefusal(scene.attempt.status, scene.work));
    return { ...scene, content: await cache.contentOf(scene) };
  };
}
