import { describe, expect, it } from 'vitest';
import { readLoginStatus, writeLoginStatus } from './session-db';

// jsdom has no IndexedDB, which is exactly the failure case worth pinning down here; the
// browser journeys cover the real database.
describe('SessionDB without IndexedDB', () => {
  it('counts a failed lookup as signed out', async () => {
    await expect(readLoginStatus()).resolves.toBe(false);
  });

  it('reports a failed write to the caller', async () => {
    await expect(writeLoginStatus(true)).rejects.toThrow();
  });
});
