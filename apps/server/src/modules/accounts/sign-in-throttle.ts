import { TOO_MANY_ATTEMPTS_DETAIL } from '@kitlab/contract';
import { tooManyRequests } from '../../lib/errors.js';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.js';

/** Failed sign-ins allowed per account and per address before a pause (see docs/decisions). */
export const FAILED_SIGN_INS_PER_ACCOUNT: RateRule = {
  bucket: 'sign-in:account',
  limit: 5,
  windowSeconds: 15 * 60,
};
export const FAILED_SIGN_INS_PER_ADDRESS: RateRule = {
  bucket: 'sign-in:address',
  limit: 20,
  windowSeconds: 15 * 60,
};

/**
 * Every password check is counted as a failure before the slow hash runs, so parallel guesses
 * cannot slip past the limit while the first ones are still hashing; `succeeded` takes it back.
 */
export function createSignInThrottle(limiter: RateLimiter) {
  return {
    async begin(email: string, address: string) {
      const taken = await limiter.take([
        { rule: FAILED_SIGN_INS_PER_ACCOUNT, key: email },
        { rule: FAILED_SIGN_INS_PER_ADDRESS, key: address },
      ]);
      if (taken.limited) throw tooManyRequests(TOO_MANY_ATTEMPTS_DETAIL, taken.retryAfterSeconds);
      return {
        async succeeded(): Promise<void> {
          await limiter.giveBack(taken.ticket);
          await limiter.clear(FAILED_SIGN_INS_PER_ACCOUNT, email);
        },
      };
    },
  };
}
