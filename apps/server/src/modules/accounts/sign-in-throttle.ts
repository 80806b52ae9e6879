import { TOO_MANY_ATTEMPTS_DETAIL } from '@kitlab/contract';
import { tooManyRequests } from '../../lib/errors.js';
import type { RateClaim, RateLimiter, RateRule } from '../../lib/rate-limiter.js';

/** Password checks allowed per account before a pause (see docs/decisions). */
export const FAILED_SIGN_INS_PER_ACCOUNT: RateRule = {
  bucket: 'sign-in:account',
  limit: 5,
  windowSeconds: 15 * 60,
};
/** Failed password checks allowed per client address before a pause (see docs/decisions). */
export const FAILED_SIGN_INS_PER_ADDRESS: RateRule = {
  bucket: 'sign-in:address',
  limit: 20,
  windowSeconds: 15 * 60,
};

const paused = (retryAfterSeconds: number) =>
  tooManyRequests(TOO_MANY_ATTEMPTS_DETAIL, retryAfterSeconds);

/**
 * Guards a password check against guessing. Per account, every check counts as a failure before
 * the slow hash runs, so parallel guesses at one account cannot slip past its limit while the
 * first ones are still hashing; a check that passes clears the account's count. Per address, only
 * checks that failed count, so a school signing in at once from one address is never paused by
 * its own sign-ins in flight; a failure is counted, and the limit checked again, when the hash
 * has answered, and past the limit the answer is withheld, right or wrong.
 */
export function createSignInThrottle(limiter: RateLimiter) {
  return {
    /**
     * Runs `check` (the password check) unless the account or the address is paused, and answers
     * what it found, or null when the password was wrong; throws 429 when paused.
     */
    async check<T>(email: string, address: string, check: () => Promise<T | null>) {
      const account: RateClaim = { rule: FAILED_SIGN_INS_PER_ACCOUNT, key: email };
      const fromAddress: RateClaim = { rule: FAILED_SIGN_INS_PER_ADDRESS, key: address };
      const taken = await limiter.take([account], [fromAddress]);
      if (taken.limited) throw paused(taken.retryAfterSeconds);
      const found = await check();
      if (found === null) {
        const failure = await limiter.take([fromAddress]);
        if (failure.limited) throw paused(failure.retryAfterSeconds);
        return null;
      }
      // Failures that landed while this check was hashing may have paused the address since.
      const wait = await limiter.pausedFor([fromAddress]);
      if (wait > 0) throw paused(wait);
      await limiter.clear(FAILED_SIGN_INS_PER_ACCOUNT, email);
      return found;
    },
  };
}
