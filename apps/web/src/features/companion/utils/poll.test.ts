import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { pollForData } from './poll';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const failure = () => new ApiError({ status: 503, detail: 'Not ready.', code: 'unavailable' });

describe("the companion's poll", () => {
  it('answers at once when the first try loads', async () => {
    const load = vi.fn().mockResolvedValue('guide');
    await expect(pollForData(load)).resolves.toBe('guide');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits 2000 ms between tries and answers the first that loads', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(failure())
      .mockRejectedValueOnce(failure())
      .mockResolvedValue('guide');
    const answer = pollForData(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(answer).resolves.toBe('guide');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up with the last failure after 5 tries', async () => {
    const load = vi.fn().mockRejectedValue(failure());
    const answer = pollForData(load);
    const settled = answer.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(4 * 2000);
    expect(load).toHaveBeenCalledTimes(5);
    expect(await settled).toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('does not try again after a refusal, nor once the caller stopped waiting', async () => {
    const refused = vi
      .fn()
      .mockRejectedValue(new ApiError({ status: 403, detail: 'No.', code: 'forbidden' }));
    await expect(pollForData(refused)).rejects.toBeInstanceOf(ApiError);
    expect(refused).toHaveBeenCalledTimes(1);

    const controller = new AbortController();
    const load = vi.fn().mockRejectedValue(failure());
    const answer = pollForData(load, { signal: controller.signal }).catch(() => 'stopped');
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    await expect(answer).resolves.toBe('stopped');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
