import type { Database } from '../../../db/client.js';
import type { AuthUser, SessionLookup } from '../../../plugins/auth.js';
import { answeringRefusal } from './activities.policy.js';
import { type AnswerScene, createAnswerSceneReader } from './answer-scene.repository.js';
import { noSuchAttempt, refuseIf } from './attempt-access.js';
import type { ContentCache } from './content-cache.js';

/** A scene read as its request signed in: the attempt it is for, and the scene (null: not theirs). */
interface ReadAtSignIn {
  attemptId: number;
  scene: AnswerScene | null;
}

/**
 * A student's own attempt read with everything the player checks in one statement (see
 * `createAnswerSceneReader`), and its activity's content, kept per kit version. Answers as
 * `ownAttempt` and `answerableAttempt` do: 404 for another student's attempt or a retired
 * activity, then, for a change, the answering refusals.
 */
export function createAttemptScenes(db: Database, cache: ContentCache) {
  const scenes = createAnswerSceneReader(db, cache);
  // Keyed by the user a request signed in as, so a scene lives only as long as its request.
  const readAtSignIn = new WeakMap<AuthUser, ReadAtSignIn>();

  async function own(user: AuthUser, attemptId: number) {
    const early = readAtSignIn.get(user);
    const scene =
      early?.attemptId === attemptId ? early.scene : await scenes.sceneOf(user.id, attemptId);
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
      return async (token, now) => {
        const found = await scenes.signedIn(token, now, attemptId);
        if (!found) return null;
        if (attemptId !== null) readAtSignIn.set(found.user, { attemptId, scene: found.scene });
        return found.user;
      };
    },
  };
}
