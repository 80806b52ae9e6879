import { companion } from '@kitlab/contract';
import { isApiError } from '../../../lib/api-error';

interface PollOptions {
  tries?: number;
  waitMs?: number;
  signal?: AbortSignal | undefined;
  /** Whether a failure is worth another try; a refusal (401, 403) never changes. */
  worthRetrying?: (error: unknown) => boolean;
}

const refusal = (error: unknown) => isApiError(error) && [401, 403].includes(error.status);

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The companion's start (spec section 9): try to load, and after a failure wait 2000 ms and try
 * again, at most 5 tries in all; the last failure is thrown for the error state to show.
 */
export async function pollForData<T>(
  load: () => Promise<T>,
  {
    tries = companion.COMPANION_POLL_TRIES,
    waitMs = companion.COMPANION_POLL_MS,
    signal,
    worthRetrying = (error) => !refusal(error),
  }: PollOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= tries || signal?.aborted || !worthRetrying(error)) throw error;
    }
    await wait(waitMs, signal);
  }
}
