import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';

describe('loadSignIn', () => {
  afterEach(() => {
    vi.doUnmock('./sign-in-request');
    vi.resetModules();
  });

  it('answers a network error when the sign-in code cannot be fetched', async () => {
    vi.doMock('./sign-in-request', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { loadSignIn } = await import('./login');
    const failure = await loadSignIn().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('gives the sign-in call once it is fetched', async () => {
    const { loadSignIn } = await import('./login');
    await expect(loadSignIn()).resolves.toHaveProperty('login');
  });
});
