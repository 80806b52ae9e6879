import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

describe('query retries', () => {
  it('never retries a 4xx answer', () => {
    expect(shouldRetry(0, new ApiError({ status: 403, detail: 'No', code: 'forbidden' }))).toBe(
      false,
    );
  });

  it('retries network failures and server errors twice', () => {
    const error = new ApiError({ status: 0, detail: 'offline', code: 'network_error' });
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });
});
