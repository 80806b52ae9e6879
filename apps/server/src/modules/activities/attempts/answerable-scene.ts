import type { Database } from '../../../db/client.js';
import type { AuthUser, SessionLookup } from '../../../plugins/auth.js';
import { answeringRefusal } from './activities.policy.js';
import { createAnswerSceneReader } from './answer-scene.repository.js';
import { noSuchAttempt, refuseIf } from './attempt-access.js';
import type { ContentCache } from './content-cache.js';
import { keptAtSignIn } from './kept-at-sign-in.js';

/**
 * A student's own attempt read with everything the player checks in one statement (see
 * `createAnswerSceneReader`), and its activity's content, kept per kit version. Answers as
 * `ownAttempt` and `answerableAttempt` do: 404 for another student's attempt or a retired
 * activity, then, for a change, the answering refusals.
 */
export function createAttemptScenes(db: Database, cache: ContentCache) {
  const scenes = keptAtSignIn(createAnswerSceneReader(db, cache));

  async function own(user: AuthUser, attemptId: number) {
    const scene = await scenes.sceneOf(user, attemptId);
    if (!scene) throw noSuchAttempt();
    return { ...scene, content: await cache.contentOf(scene) };
  }

  return {
    own,

    /** An own draft the student may still answer: assigned, not submitted, not closed. */
    async answerable(user: AuthUser, attemptId: number) {
      const scene = await own(user, attemptId);
      refuseIf(answeringRefusal(scene.attempt.status, scene.work));
      return scene;
    },

    /**
     * The session lookup of a call on an attempt (null: its path named none): it signs in by the
     * session rule and reads the attempt's scene in the same statement, which `own` and
     * `answerable` then take for that user and attempt instead of reading it again.
     */
    signIn(attemptId: number | null): SessionLookup {
      return scenes.signIn(attemptId);
    },
  };
}
