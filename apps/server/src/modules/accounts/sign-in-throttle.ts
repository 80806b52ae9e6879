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

export function createSignInThrottle(limiter: RateLimiter) {
  return {
    async assertAllowed(email: string, address: string): Promise<void> {
      const [account, origin] = await Promise.all([
        limiter.check(FAILED_SIGN_INS_PER_ACCOUNT, email),
        limiter.check(FAILED_SIGN_INS_PER_ADDRESS, address),
      ]);
      const blocked = [account, origin].filter((s) => s.limited);
      if (blocked.length > 0) {
        throw tooManyRequests(
          TOO_MANY_ATTEMPTS_DETAIL,
          Math.max(...blocked.map((s) => s.retryAfterSeconds)),
        );
      }
    },
    async recordFailure(email: string, address: string): Promise<void> {
      await limiter.record(FAILED_SIGN_INS_PER_ACCOUNT, email);
      await limiter.record(FAILED_SIGN_INS_PER_ADDRESS, address);
    },
    async recordSuccess(email: string): Promise<void> {
      await limiter.clear(FAILED_SIGN_INS_PER_ACCOUNT, email);
    },
  };
}
