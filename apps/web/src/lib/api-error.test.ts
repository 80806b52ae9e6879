import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api-error';

describe('ApiError', () => {
  it('reads the documented error shape', () => {
    const error = ApiError.fromResponse(429, {
      detail: 'Too many sign-in attempts.',
      code: 'rate_limited',
    });
    expect(error).toMatchObject({ status: 429, detail: 'Too many sign-in attempts.', errors: {} });
    expect(error.message).toBe('Too many sign-in attempts.');
  });

  it('still has a message for an unexpected body', () => {
    expect(ApiError.fromResponse(502, '<html>').detail).toMatch(/went wrong/);
    expect(ApiError.fromResponse(500, { detail: 'Boom' })).toMatchObject({
      detail: 'Boom',
      code: 'http_500',
    });
  });

  it('gives a generic message for non-API errors', () => {
    expect(errorMessage(new Error('internal'))).toMatch(/went wrong/);
  });
});
