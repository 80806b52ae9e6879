import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../../plugins/auth.js';
import { keptAtSignIn, type SceneReader } from './kept-at-sign-in.js';

const NOW = new Date('2026-12-01T09:00:00Z');

/** A reader whose session token is the user's id, whose scenes name their user and attempt. */
function countingReader(): SceneReader<string, number | null> & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    async sceneOf(userId, attemptId) {
      reads.push(`scene ${userId}/${attemptId}`);
      return `${userId}/${attemptId}`;
    },
    async signedIn(token, _now, attemptId) {
      reads.push(`sign-in ${token}/${attemptId}`);
      if (token === 'none') return null;
      // A new object per sign-in, as each request's session lookup makes one.
      const user: AuthUser = {
        id: Number(token),
        token,
        organisationId: 1,
        userType: 'T',
        authTokenId: 1,
      };
      return { user, scene: attemptId === null ? null : `${token}/${attemptId}` };
    },
  };
}

describe('keptAtSignIn', () => {
  it('gives the request the scene read as it signed in, without reading it again', async () => {
    const reader = countingReader();
    const scenes = keptAtSignIn(reader);
    const user = await scenes.signIn(7)('5', NOW);
    expect(user?.id).toBe(5);
    expect(await scenes.sceneOf(user as AuthUser, 7)).toBe('5/7');
    expect(reader.reads).toEqual(['sign-in 5/7']);
  });

  it('reads another attempt, and the same attempt for another request, for itself', async () => {
    const reader = countingReader();
    const scenes = keptAtSignIn(reader);
    const first = (await scenes.signIn(7)('5', NOW)) as AuthUser;
    const second = (await scenes.signIn(7)('5', NOW)) as AuthUser;
    expect(await scenes.sceneOf(first, 8)).toBe('5/8');
    const otherRequest = { ...second };
    expect(await scenes.sceneOf(otherRequest, 7)).toBe('5/7');
    expect(reader.reads).toEqual(['sign-in 5/7', 'sign-in 5/7', 'scene 5/8', 'scene 5/7']);
  });

  it('keeps nothing for a request that names no attempt or has no session', async () => {
    const reader = countingReader();
    const scenes = keptAtSignIn(reader);
    const user = (await scenes.signIn(null)('5', NOW)) as AuthUser;
    expect(await scenes.signIn(7)('none', NOW)).toBeNull();
    expect(await scenes.sceneOf(user, 7)).toBe('5/7');
    expect(reader.reads).toEqual(['sign-in 5/null', 'sign-in none/7', 'scene 5/7']);
  });
});
