import type { AuthUser, SessionLookup } from '../../../plugins/auth.js';

/** Reads a call's scene of an attempt by itself, or beside the call's sign-in session. */
export interface SceneReader<Scene, AttemptKey extends number | null> {
  sceneOf(userId: number, attemptId: number): Promise<Scene | null>;
  signedIn(
    token: string,
    now: Date,
    attemptId: AttemptKey,
  ): Promise<{ user: AuthUser; scene: Scene | null } | null>;
}

/**
 * A call's scene of an attempt, read in the statement that signs its request in and kept for that
 * request: `signIn` is the call's session lookup (for the attempt its request names, or none), and
 * `sceneOf` takes what it read for that user and attempt instead of reading it again.
 */
export function keptAtSignIn<Scene, AttemptKey extends number | null>(
  reader: SceneReader<Scene, AttemptKey>,
) {
  // Keyed by the user a request signed in as, so a scene lives only as long as its request.
  const kept = new WeakMap<AuthUser, { attemptId: number; scene: Scene | null }>();
  return {
    /** The attempt's scene for this user: the one read as they signed in, or read now. */
    sceneOf(user: AuthUser, attemptId: number): Promise<Scene | null> {
      const early = kept.get(user);
      return early?.attemptId === attemptId
        ? Promise.resolve(early.scene)
        : reader.sceneOf(user.id, attemptId);
    },

    signIn(attemptId: AttemptKey): SessionLookup {
      return async (token, now) => {
        const found = await reader.signedIn(token, now, attemptId);
        if (!found) return null;
        if (attemptId !== null) kept.set(found.user, { attemptId, scene: found.scene });
        return found.user;
      };
    },
  };
}
