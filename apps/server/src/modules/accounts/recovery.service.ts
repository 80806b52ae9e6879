import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { accounts } from '@kitlab/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { badRequest, tooManyRequests } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail.js';
import { passwordProblems } from '../../lib/password-policy.js';
import type { PayloadKeys } from '../../lib/payload-encryption.js';
import type { RateClaim, RateLimiter, RateRule } from '../../lib/rate-limiter.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import { accountEvent } from '../learning-events/index.js';
import { recoveryCodeMail } from './account-mail.js';
import type { createAccountsRepository } from './accounts.repository.js';
import type { PasswordHasher } from './password-hasher.js';
import {
  presentPasswordResetCheck,
  presentRecoveryCodeSent,
  presentRecoveryKey,
} from './recovery.presenter.js';
import type { createRecoveryRepository } from './recovery.repository.js';
import { FAILED_SIGN_INS_PER_ACCOUNT } from './sign-in-throttle.js';

const { RECOVERY_CODE_MAX_TRIES, RECOVERY_CODE_TTL_SECONDS } = accounts;
export const RECOVERY_KEY_TTL_SECONDS = 15 * 60;
export const INVALID_CODE_DETAIL =
  'This code is not valid. Check the email, or ask for a new code.';
export const INVALID_RESET_DETAIL = 'This reset is no longer valid. Please start again.';

export const RECOVERY_REQUESTS_PER_ACCOUNT: RateRule = {
  bucket: 'recovery:account',
  limit: 3,
  windowSeconds: 15 * 60,
};
export const RECOVERY_REQUESTS_PER_ADDRESS: RateRule = {
  bucket: 'recovery:address',
  limit: 10,
  windowSeconds: 60 * 60,
};
export const RECOVERY_VERIFIES_PER_ADDRESS: RateRule = {
  bucket: 'recovery-verify:address',
  limit: 30,
  windowSeconds: 15 * 60,
};

/** Tries of a reset key (recovery or emailed link) per address; keys are long, this stops sweeps. */
export const RESET_KEY_TRIES_PER_ADDRESS: RateRule = {
  bucket: 'reset-key:address',
  limit: 30,
  windowSeconds: 15 * 60,
};

export interface RecoveryDeps {
  clock: Clock;
  limiter: RateLimiter;
  passwords: PasswordHasher;
  mailer: Mailer;
  payloadKeys: { get(): Promise<PayloadKeys> };
  users: ReturnType<typeof createAccountsRepository>;
  recovery: ReturnType<typeof createRecoveryRepository>;
  log: FastifyBaseLogger;
}

const hashCode = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest();

/** Reads an encrypted payload: decryption, JSON and shape problems all answer the same 400. */
export async function decryptJson<T>(
  keys: RecoveryDeps['payloadKeys'],
  payload: string,
  parse: (v: unknown) => T,
): Promise<T> {
  const plain = (await keys.get()).decrypt(payload);
  try {
    return parse(JSON.parse(plain));
  } catch {
    throw badRequest(
      'The request could not be read. Reload the page and try again.',
      undefined,
      'invalid_payload',
    );
  }
}

export function assertGoodPassword(password: string, email: string, field = 'password'): void {
  const problems = passwordProblems(password, email);
  if (problems.length > 0)
    throw badRequest(
      problems[0] ?? 'Choose another password.',
      { [field]: problems },
      'weak_password',
    );
}

export function createRecoveryService(deps: RecoveryDeps) {
  /** Counts the request under every claim at once, or refuses it when any is at its limit. */
  async function throttle(...claims: RateClaim[]) {
    const taken = await deps.limiter.take(claims);
    if (taken.limited) {
      throw tooManyRequests(
        'Too many requests. Please wait a few minutes and try again.',
        taken.retryAfterSeconds,
      );
    }
  }

  return {
    async requestCode(emailInput: string, address: string) {
      const email = emailInput.trim().toLowerCase();
      await throttle(
        { rule: RECOVERY_REQUESTS_PER_ADDRESS, key: address },
        { rule: RECOVERY_REQUESTS_PER_ACCOUNT, key: email },
      );
      const user = await deps.users.findUserByEmail(email);
      if (user?.isActive) {
        const now = deps.clock.now();
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const salt = randomBytes(16).toString('hex');
        await deps.recovery.replaceCode({
          userId: user.id,
          codeHash: hashCode(salt, code).toString('hex'),
          salt,
          createdAt: now,
          expiresAt: new Date(now.getTime() + RECOVERY_CODE_TTL_SECONDS * 1000),
        });
        // Sent in the background so the answer takes as long whether or not the account exists.
        deps.mailer
          .send(recoveryCodeMail(user, code))
          // Only the error code: SMTP errors often quote the recipient's address.
          .catch((error: unknown) =>
            deps.log.error(
              { code: (error as { code?: unknown }).code },
              'recovery code mail failed',
            ),
          );
      }
      return presentRecoveryCodeSent();
    },

    async verifyCode(emailInput: string, code: string, address: string) {
      await throttle({ rule: RECOVERY_VERIFIES_PER_ADDRESS, key: address });
      const now = deps.clock.now();
      const user = await deps.users.findUserByEmail(emailInput.trim().toLowerCase());
      const live = user?.isActive ? await deps.recovery.findLiveCode(user.id) : null;
      if (!user || !live || live.expiresAt.getTime() <= now.getTime()) {
        throw badRequest(INVALID_CODE_DETAIL, { otp: [INVALID_CODE_DETAIL] }, 'invalid_code');
      }
      const matches = timingSafeEqual(hashCode(live.salt, code), Buffer.from(live.codeHash, 'hex'));
      if (!matches) {
        const attempts = live.attempts + 1;
        await deps.recovery.countFailedTry(
          live.id,
          attempts,
          attempts >= RECOVERY_CODE_MAX_TRIES,
          now,
        );
        throw badRequest(INVALID_CODE_DETAIL, { otp: [INVALID_CODE_DETAIL] }, 'invalid_code');
      }
      if (!(await deps.recovery.consumeCode(live.id, now))) {
        throw badRequest(INVALID_CODE_DETAIL, { otp: [INVALID_CODE_DETAIL] }, 'invalid_code');
      }
      const resetKey = newSecretToken();
      await deps.recovery.insertKey({
        userId: user.id,
        keyHash: hashToken(resetKey),
        purpose: 'recovery',
        createdAt: now,
        expiresAt: new Date(now.getTime() + RECOVERY_KEY_TTL_SECONDS * 1000),
      });
      return presentRecoveryKey(resetKey, RECOVERY_KEY_TTL_SECONDS);
    },

    async resetWithKey(
      options: { key: string; password: string; purpose: 'recovery' | 'link' },
      address: string,
    ) {
      await throttle({ rule: RESET_KEY_TRIES_PER_ADDRESS, key: address });
      const now = deps.clock.now();
      const found = await deps.recovery.findLiveKey(hashToken(options.key), options.purpose, now);
      if (!found) throw badRequest(INVALID_RESET_DETAIL, undefined, 'invalid_key');
      assertGoodPassword(options.password, found.user.email);
      const changed = await deps.recovery.setPassword({
        userId: found.user.id,
        passwordHash: await deps.passwords.hash(options.password),
        keyId: found.key.id,
        at: now,
        event: accountEvent(found.user, 'password_reset', now) ?? undefined,
      });
      if (!changed) throw badRequest(INVALID_RESET_DETAIL, undefined, 'invalid_key');
      await deps.limiter.clear(FAILED_SIGN_INS_PER_ACCOUNT, found.user.email);
      return { detail: 'Your password has been changed. You can now sign in with it.' };
    },

    async checkLinkKey(key: string, address: string) {
      await throttle({ rule: RESET_KEY_TRIES_PER_ADDRESS, key: address });
      const found = await deps.recovery.findLiveKey(hashToken(key), 'link', deps.clock.now());
      return presentPasswordResetCheck(
        found !== null,
        found && { firstName: found.user.firstName, mustChangePassword: false },
      );
    },

    /** The check for a signed-in user, who needs no key: always valid, and whether they must change it. */
    async checkSignedIn(userId: number) {
      return presentPasswordResetCheck(true, await deps.users.findUserById(userId));
    },
  };
}
